import { Progress, Stack, Text } from '@mantine/core';
import type { ProtocolListItem } from '../../../entities/protocol';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

/** The video's upload progress (this browser) or, while it is recognised, the server's processing progress. */
export function ProtocolProgress({ protocol, upload }: { protocol: Pick<ProtocolListItem, 'stage' | 'progress'>; upload?: number }) {
  const uploading = upload !== undefined;
  const processing = !uploading && protocol.stage === 'video_process' && protocol.progress !== null;
  if (!uploading && !processing) return null;
  const percent = Math.round(uploading ? upload : (protocol.progress ?? 0));
  const label = uploading ? PROTOCOL_LIST_TEXTS.uploading(percent) : PROTOCOL_LIST_TEXTS.processing(percent);
  return (
    <Stack gap={2} maw={320} data-testid={uploading ? 'upload-progress' : 'process-progress'}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Progress value={percent} size="sm" radius="xl" color={uploading ? 'purple' : 'orange'} animated striped aria-label={label} />
    </Stack>
  );
}
