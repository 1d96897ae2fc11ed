import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlayerPause, IconPlayerPlay, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { selectUploadProgress } from '../../../entities/upload';
import { VIDEO_TEXTS } from '../../../entities/video';
import { formatFileSize, useAppDispatch } from '../../../shared/lib';
import { COMMON } from '../../../shared/config';
import { canRetryVideoUpload, cancelVideoUpload, dismissVideoUpload, pauseVideoUpload, retryVideoUpload } from '../model/upload-manager';
import { formatSecondsRu, secondsLeft } from '../model/transfer-rate';
import type { VideoUploadEntry } from '../model/video-upload-slice';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';
import { FileSummary } from './FileSummary';

type ProgressState = Parameters<typeof selectUploadProgress>[0];

/** The upload running in this tab: file, percent, what is happening, and what the user can do about it. */
export function UploadProgressCard({ protocolId, upload }: { protocolId: number; upload: VideoUploadEntry }) {
  const dispatch = useAppDispatch();
  const percent = useSelector((state: ProgressState) => selectUploadProgress(state, protocolId)) ?? 0;
  const sending = upload.phase === 'uploading' || upload.phase === 'retrying';
  const paused = upload.phase === 'paused';
  const failed = upload.phase === 'failed';
  const retryable = failed && canRetryVideoUpload(protocolId);

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
          {(sending || paused) && (
            <Group gap="xs" wrap="nowrap">
              {sending ? (
                <Button variant="default" size="xs" leftSection={<IconPlayerPause size={14} />} onClick={() => dispatch(pauseVideoUpload(protocolId))}>
                  {VIDEO_UPLOAD_TEXTS.pause}
                </Button>
              ) : (
                <Button size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={() => dispatch(retryVideoUpload(protocolId))}>
                  {VIDEO_UPLOAD_TEXTS.resume}
                </Button>
              )}
              <Button variant="subtle" color="red" size="xs" onClick={() => dispatch(cancelVideoUpload(protocolId))}>
                {VIDEO_UPLOAD_TEXTS.cancel}
              </Button>
            </Group>
          )}
        </Group>
        {(!failed || retryable) && (
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
        )}
        {!failed && (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c={upload.phase === 'retrying' ? 'orange.8' : 'dimmed'} aria-live="polite" data-testid="video-upload-status">
              {phaseText(upload, percent)}
            </Text>
            {(sending || paused) && (
              <Text fz="sm" c="dimmed" data-testid="video-upload-bytes">
                {transferText(upload)}
              </Text>
            )}
          </Group>
        )}
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
                {retryable && (
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
    case 'paused':
      return `${VIDEO_UPLOAD_TEXTS.paused} (${percent}%). ${VIDEO_UPLOAD_TEXTS.pausedHint}`;
    default:
      return VIDEO_UPLOAD_TEXTS.uploading(percent);
  }
}

/** «120 МБ из 300 МБ · 2,4 МБ/с · осталось 1 мин 15 с»; speed and time once they are known. */
function transferText(upload: VideoUploadEntry): string {
  const parts = [VIDEO_UPLOAD_TEXTS.bytesOf(upload.sentBytes > 0 ? formatFileSize(upload.sentBytes) : '0', formatFileSize(upload.fileSize))];
  if (upload.phase === 'uploading' && upload.bytesPerSecond) {
    parts.push(VIDEO_UPLOAD_TEXTS.speed(formatFileSize(upload.bytesPerSecond)));
    const left = secondsLeft(upload.fileSize - upload.sentBytes, upload.bytesPerSecond);
    if (left !== null) parts.push(VIDEO_UPLOAD_TEXTS.timeLeft(formatSecondsRu(left)));
  }
  return parts.join(' · ');
}
