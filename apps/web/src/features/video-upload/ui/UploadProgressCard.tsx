import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { selectUploadProgress } from '../../../entities/upload';
import { VIDEO_TEXTS } from '../../../entities/video';
import { useAppDispatch } from '../../../shared/lib';
import { COMMON } from '../../../shared/config';
import { canRetryVideoUpload, cancelVideoUpload, dismissVideoUpload, retryVideoUpload } from '../model/upload-manager';
import type { VideoUploadEntry } from '../model/video-upload-slice';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';
import { FileSummary } from './FileSummary';

type ProgressState = Parameters<typeof selectUploadProgress>[0];

/** The upload running in this tab: file, percent, what is happening, and what the user can do about it. */
export function UploadProgressCard({ protocolId, upload }: { protocolId: number; upload: VideoUploadEntry }) {
  const dispatch = useAppDispatch();
  const percent = useSelector((state: ProgressState) => selectUploadProgress(state, protocolId)) ?? 0;
  const sending = upload.phase === 'uploading' || upload.phase === 'retrying';
  const failed = upload.phase === 'failed';

  return (
    <Paper withBorder radius="md" p="md" data-testid="video-upload" data-phase={upload.phase}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <FileSummary
            icon={upload.phase === 'retrying' ? <IconWifiOff size={20} stroke={1.5} /> : <IconCloudUpload size={20} stroke={1.5} />}
            name={upload.fileName}
            size={upload.fileSize}
            color={failed ? 'red' : 'purple'}
          />
          {sending && (
            <Button variant="subtle" color="red" size="xs" onClick={() => dispatch(cancelVideoUpload(protocolId))}>
              {VIDEO_UPLOAD_TEXTS.cancel}
            </Button>
          )}
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          color={failed ? 'red' : upload.phase === 'processingSoon' ? 'teal' : 'purple'}
          striped={sending}
          animated={sending}
          aria-label={VIDEO_UPLOAD_TEXTS.uploading(percent)}
          data-testid="video-upload-progress"
        />
        <Text fz="sm" c={upload.phase === 'retrying' ? 'orange.8' : 'dimmed'} aria-live="polite">
          {phaseText(upload, percent)}
        </Text>
        {upload.warning && (
          <Alert color="yellow" variant="light">
            {upload.warning}
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert" title={VIDEO_UPLOAD_TEXTS.failed}>
            <Stack gap="sm">
              <Text fz="sm">{upload.message}</Text>
              <Group gap="sm">
                {canRetryVideoUpload(protocolId) && (
                  <Button size="xs" leftSection={<IconRefresh size={16} />} onClick={() => dispatch(retryVideoUpload(protocolId))}>
                    {COMMON.retry}
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => dispatch(dismissVideoUpload(protocolId))}>
                  {VIDEO_TEXTS.uploadAnother}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function phaseText(upload: VideoUploadEntry, percent: number): string {
  switch (upload.phase) {
    case 'retrying':
      return upload.message ?? VIDEO_UPLOAD_TEXTS.uploading(percent);
    case 'processingSoon':
      return VIDEO_UPLOAD_TEXTS.processingSoon;
    default:
      return VIDEO_UPLOAD_TEXTS.uploading(percent);
  }
}
