import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { MeetingDocument } from '@protocolist/contracts/meetings';
import { formatFileSize } from '../../../shared/lib';
import { runWithToast } from '../../../shared/ui';
import { useDownloadMeetingDocumentMutation } from '../api/meeting-api';
import { MEETING_DOCUMENT_TEXTS } from '../config/messages';

/** The attachment's name as a download link (fetched with the session's token) and its size. */
export function MeetingDocumentLink({ document }: { document: MeetingDocument }) {
  const [download, { isLoading }] = useDownloadMeetingDocumentMutation();
  const save = () =>
    runWithToast({
      run: () => download({ url: document.url, name: document.name }).unwrap(),
      failure: MEETING_DOCUMENT_TEXTS.downloadFailed,
    });
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {isLoading ? <Loader size={14} /> : <IconPaperclip size={16} stroke={1.6} aria-hidden />}
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={save}
        aria-label={MEETING_DOCUMENT_TEXTS.download(document.name)}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {document.name}
      </Anchor>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(document.size)}
      </Text>
    </Group>
  );
}
