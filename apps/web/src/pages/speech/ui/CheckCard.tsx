import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useCheckSpeechMutation } from '../../../entities/speech';
import { SPEECH_TEXTS } from '../../../entities/speech';
import { actionFailure, FailureAlert } from '../../../shared/ui';

const seconds = (value: number) => value.toFixed(1).replace('.', ',');

/** Recognises a short clip with the current engine: its text and the real-time factor. */
export function CheckCard({ ready }: { ready: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [check, { data, error, isLoading, reset }] = useCheckSpeechMutation();
  const run = () => {
    if (file) void check(file);
  };
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {SPEECH_TEXTS.checkHint}
      </Text>
      <Group gap="sm">
        <FileButton
          accept="audio/*,video/*"
          onChange={(picked) => {
            setFile(picked);
            reset();
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm">
              {file ? file.name : SPEECH_TEXTS.checkPick}
            </Button>
          )}
        </FileButton>
        <Button size="sm" leftSection={<IconPlayerPlay size={16} />} disabled={!file || !ready} loading={isLoading} onClick={run}>
          {SPEECH_TEXTS.checkRun}
        </Button>
      </Group>
      {error && <FailureAlert {...actionFailure(error, run, SPEECH_TEXTS.checkFailed)} />}
      {data && (
        <Alert variant="light" color="blue" title={SPEECH_TEXTS.checkText} data-testid="speech-check-result">
          <Stack gap={4}>
            <Text fz="sm">{data.text || SPEECH_TEXTS.checkEmpty}</Text>
            <Text fz="xs" c="dimmed">
              {SPEECH_TEXTS.checkSpeed(data.rtf.toFixed(3).replace('.', ','), seconds(data.seconds), seconds(data.audio_seconds))}
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
