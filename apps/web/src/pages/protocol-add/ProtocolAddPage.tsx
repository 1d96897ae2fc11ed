import { Alert, Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RECORDING_TEXTS } from '../../features/live-recording';
import { ProtocolCreateForm } from '../../features/protocol-create';
import { NO_VIDEO_FILES, useStartVideoUpload, VideoFilesSection, type VideoFiles } from '../../features/video-upload';
import { type Protocol, PROTOCOL_TEXTS } from '../../entities/protocol';
import { mainPath, PAGE_TITLES, protocolPath, recordingPath } from '../../shared/config';
import { PageFrame } from '../../shared/ui';

/** ?meeting_id=N (from the meetings calendar) → a positive integer, anything else → none. */
function meetingIdFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /main/protocols/add. The page composes the form with the sections around it: the «Видео» section (drop
 * zone for the recording) belongs inside the form as its child, and its chunked upload starts in
 * `onCreated` before the protocol opens.
 */
export function ProtocolAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const meetingId = meetingIdFrom(params.get('meeting_id'));
  // ?record=1 («Начать запись» on a meeting or the home screen): the recording screen opens instead of the protocol.
  const record = params.get('record') === '1';

  const [videoFiles, setVideoFiles] = useState<VideoFiles>(NO_VIDEO_FILES);
  const startVideoUpload = useStartVideoUpload();

  const openProtocol = (protocol: Protocol) => {
    if (record) {
      void navigate(recordingPath(protocol.id), { replace: true });
      return;
    }
    startVideoUpload(protocol.id, videoFiles);
    void navigate(protocolPath(protocol.id), { replace: true });
  };

  return (
    <PageFrame
      title={PAGE_TITLES.protocolAdd}
      subheader={
        <Group>
          <Anchor component={Link} to={mainPath('protocols')} fz="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} />
              {PROTOCOL_TEXTS.backToList}
            </Group>
          </Anchor>
        </Group>
      }
    >
      <ProtocolCreateForm key={`${meetingId ?? 'blank'}:${record}`} meetingId={meetingId} onCreated={openProtocol} onCancel={() => void navigate(mainPath('protocols'))}>
        {record ? (
          <Alert color="red" variant="light" data-testid="record-after-create">
            {RECORDING_TEXTS.recordAfterCreate}
          </Alert>
        ) : (
          <VideoFilesSection value={videoFiles} onChange={setVideoFiles} />
        )}
      </ProtocolCreateForm>
    </PageFrame>
  );
}
