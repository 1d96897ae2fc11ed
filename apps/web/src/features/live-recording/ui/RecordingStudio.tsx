import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay, IconPlayerRecord, IconPlayerStop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useGetRecordingQuery, type Recording } from '../../../entities/recording';
import { formatTimecode } from '../../../entities/video';
import { recordingMimeType } from '../model/media-format';
import type { SessionPhase } from '../model/recording-session';
import { useMediaInput } from '../model/use-media-input';
import { useRecordingSession } from '../model/use-recording-session';
import { useWakeLock } from '../model/use-wake-lock';
import { COMMON } from '../../../shared/config';
import { RECORDING_TEXTS } from '../config/messages';
import { ElapsedTime } from './ElapsedTime';
import { InputControls } from './InputControls';
import { LiveTranscript } from './LiveTranscript';
import { PermissionPanel } from './PermissionPanel';
import { UploadStatus } from './UploadStatus';

const PHASE_BADGES: Record<SessionPhase, { label: string; color: string }> = {
  idle: { label: RECORDING_TEXTS.statusIdle, color: 'gray' },
  recording: { label: RECORDING_TEXTS.statusRecording, color: 'red' },
  paused: { label: RECORDING_TEXTS.statusPaused, color: 'yellow' },
  interrupted: { label: RECORDING_TEXTS.statusInterrupted, color: 'orange' },
  stopping: { label: RECORDING_TEXTS.stopping, color: 'blue' },
  stopped: { label: RECORDING_TEXTS.stopped, color: 'green' },
};

interface RecordingStudioProps {
  recording: Recording;
  /** The server took the recording over: processing has begun. */
  onStopped: () => void;
}

/** The recording screen: microphone, level, time, pause, stop, what waits to be sent and the live transcript. */
export function RecordingStudio({ recording, onStopped }: RecordingStudioProps) {
  const input = useMediaInput();
  const { session, snapshot, sender, openElsewhere, retry } = useRecordingSession(recording);
  const live = useGetRecordingQuery(recording.id);
  const segments = live.data?.segments ?? recording.segments;
  const { phase } = snapshot;
  const taking = phase === 'recording' || phase === 'paused';
  const wake = useWakeLock(taking);
  const ready = input.state === 'ready' && !!input.stream && !!session;

  // The microphone went away with the take: open it again so «Продолжить запись» can start the next one.
  const { ask } = input;
  useEffect(() => {
    if (phase === 'interrupted') ask();
  }, [phase, ask]);

  const startTake = () => {
    if (session && input.stream) void session.startTake(input.stream, recordingMimeType(input.camera));
  };
  const confirmStop = () =>
    modals.openConfirmModal({
      title: RECORDING_TEXTS.stopTitle,
      centered: true,
      children: <Text size="sm">{RECORDING_TEXTS.stopText}</Text>,
      labels: { confirm: RECORDING_TEXTS.stopConfirm, cancel: COMMON.cancel },
      onConfirm: () => {
        void session?.stop().then((stopped) => {
          if (!stopped) return;
          notifications.show({ color: 'green', message: RECORDING_TEXTS.stopped });
          onStopped();
        });
      },
    });

  const badge = PHASE_BADGES[phase];
  const canStop = !!session && (taking || phase === 'interrupted' || (phase === 'idle' && snapshot.resumed));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="recording-studio" data-phase={phase} data-kept-seconds={snapshot.keptSeconds.toFixed(2)}>
      <Stack gap="md">
        <PermissionPanel input={input} />
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ElapsedTime session={session} />
              <Badge color={badge.color} variant={phase === 'recording' ? 'filled' : 'light'} data-testid="recording-phase">
                {badge.label}
              </Badge>
            </Group>
            {openElsewhere && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="recording-open-elsewhere">
                <Stack gap="xs" align="flex-start">
                  {RECORDING_TEXTS.openElsewhere}
                  <Button size="xs" variant="light" onClick={retry}>
                    {COMMON.retry}
                  </Button>
                </Stack>
              </Alert>
            )}
            {phase === 'idle' && snapshot.resumed && (
              <Alert color="blue" variant="light">
                {RECORDING_TEXTS.resumedText(formatTimecode(snapshot.earlierSeconds))}
              </Alert>
            )}
            {phase === 'interrupted' && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                {RECORDING_TEXTS.interruptedText}
              </Alert>
            )}
            <Group gap="sm">
              {(phase === 'idle' || phase === 'interrupted') && (
                <Button color="red" leftSection={<IconPlayerRecord size={18} />} disabled={!ready} onClick={startTake}>
                  {snapshot.resumed || phase === 'interrupted' ? RECORDING_TEXTS.continue : RECORDING_TEXTS.start}
                </Button>
              )}
              {phase === 'recording' && (
                <Button variant="default" leftSection={<IconPlayerPause size={18} />} onClick={() => session?.pause()}>
                  {RECORDING_TEXTS.pause}
                </Button>
              )}
              {phase === 'paused' && (
                <Button variant="default" leftSection={<IconPlayerPlay size={18} />} onClick={() => session?.resume()}>
                  {RECORDING_TEXTS.resume}
                </Button>
              )}
              <Button
                variant="light"
                leftSection={<IconPlayerStop size={18} />}
                disabled={!canStop}
                loading={phase === 'stopping'}
                onClick={confirmStop}
              >
                {RECORDING_TEXTS.stop}
              </Button>
            </Group>
            <UploadStatus status={sender} onRetry={() => session?.sender.retry()} />
            {snapshot.storeFailure && (
              <Alert color="red" variant="light" role="alert">
                {snapshot.storeFailure}
              </Alert>
            )}
            {snapshot.stopFailure && (
              <Alert color="red" variant="light" role="alert" title={RECORDING_TEXTS.stopFailed}>
                {snapshot.stopFailure}
              </Alert>
            )}
            {taking && wake.unavailable && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="wake-lock-warning">
                {RECORDING_TEXTS.wakeLockMissing}
              </Alert>
            )}
            {wake.wasHidden && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} withCloseButton onClose={wake.dismissHidden} closeButtonLabel={RECORDING_TEXTS.hideWarning}>
                {RECORDING_TEXTS.hiddenWarning}
              </Alert>
            )}
          </Stack>
        </Paper>
        {input.state === 'ready' && (
          <Paper withBorder radius="md" p="lg">
            <InputControls input={input} locked={taking || phase === 'stopping'} />
          </Paper>
        )}
      </Stack>
      <LiveTranscript segments={segments} />
    </SimpleGrid>
  );
}
