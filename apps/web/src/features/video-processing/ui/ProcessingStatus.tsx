import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import type { Protocol } from '../../../entities/protocol';
import {
  processingProgressChanged,
  selectProcessingProgress,
  useProcessVideoMutation,
  VIDEO_TEXTS,
} from '../../../entities/video';
import { runWithToast } from '../../../shared/ui';
import { useAppDispatch } from '../../../shared/lib';
import { PROCESSING_TEXTS } from '../config/messages';

type ProcessingSource = Pick<Protocol, 'id' | 'stage' | 'stage_error' | 'progress'> & Partial<Pick<Protocol, 'processing_note'>>;
type ProgressState = Parameters<typeof selectProcessingProgress>[0];

/**
 * Where the server's processing of the video stands: a live percent while it runs, the reason and
 * «Повторить обработку» when it failed, «Запустить обработку» for an uploaded video nobody started.
 */
export function ProcessingStatus({ protocol, onUploadAnother }: { protocol: ProcessingSource; onUploadAnother?: () => void }) {
  const dispatch = useAppDispatch();
  const live = useSelector((state: ProgressState) => selectProcessingProgress(state, protocol.id));
  const [process, starting] = useProcessVideoMutation();

  const start = () =>
    runWithToast({
      run: () => process(protocol.id).unwrap(),
      done: PROCESSING_TEXTS.started,
      failureTitle: VIDEO_TEXTS.startFailed,
      onDone: () => dispatch(processingProgressChanged({ protocolId: protocol.id, progress: 0 })),
    });

  if (protocol.stage === 'video_process') {
    const percent = Math.max(live ?? 0, protocol.progress ?? 0);
    return (
      <Stack gap={6} data-testid="video-processing">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" fw={500}>
            {PROCESSING_TEXTS.processing(percent)}
          </Text>
          <Loader size="xs" type="dots" />
        </Group>
        <Progress value={percent} size="lg" radius="xl" color="orange" striped animated aria-label={PROCESSING_TEXTS.processing(percent)} />
        {protocol.processing_note ? (
          <Text fz="sm" c="orange.9" data-testid="processing-note">
            {protocol.processing_note}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            {PROCESSING_TEXTS.processingHint}
          </Text>
        )}
      </Stack>
    );
  }

  if (protocol.stage === 'error_video_process') {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} />} title={PROCESSING_TEXTS.error}>
        <Stack gap="sm">
          {protocol.stage_error && <Text fz="sm">{protocol.stage_error}</Text>}
          <Group gap="sm">
            <Button size="xs" color="red" leftSection={<IconRefresh size={16} />} loading={starting.isLoading} onClick={() => void start()}>
              {PROCESSING_TEXTS.retry}
            </Button>
            {onUploadAnother && (
              <Button size="xs" variant="default" leftSection={<IconUpload size={16} />} onClick={onUploadAnother}>
                {VIDEO_TEXTS.uploadAnother}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (protocol.stage === 'video_uploaded') {
    return (
      <Alert color="blue" variant="light" title={VIDEO_TEXTS.uploaded}>
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{PROCESSING_TEXTS.waiting}</Text>
          <Button size="xs" leftSection={<IconPlayerPlay size={16} />} loading={starting.isLoading} onClick={() => void start()}>
            {PROCESSING_TEXTS.start}
          </Button>
        </Group>
      </Alert>
    );
  }

  return null;
}
