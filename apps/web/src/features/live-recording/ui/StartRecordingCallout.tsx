import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { recordingPath } from '../../../shared/config';
import { RECORDING_TEXTS } from '../config/messages';

/** On a protocol without media: the meeting can be recorded right here instead of uploading a file later. */
export function StartRecordingCallout({ protocolId }: { protocolId: number }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-purple-0)" data-testid="start-recording">
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={520}>
          {RECORDING_TEXTS.calloutText}
        </Text>
        <Button component={Link} to={recordingPath(protocolId)} color="red" leftSection={<IconMicrophone size={18} />}>
          {RECORDING_TEXTS.start}
        </Button>
      </Group>
    </Paper>
  );
}
