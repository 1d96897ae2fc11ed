import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobileDown, IconMicrophone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { newRecordingPath } from '../../../shared/config';
import { useInstallPrompt } from '../../../shared/lib';
import { RECORD_TEXTS } from '../config/messages';

/** «Записать совещание» first on the secretary's home; on a phone, the offer to install the app beside it. */
export function RecordMeetingCard() {
  const phone = useMediaQuery('(max-width: 48em)');
  const installer = useInstallPrompt();
  const offerInstall = !!phone && installer.available;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label={RECORD_TEXTS.title} data-testid="record-meeting-card">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={4} maw={640}>
          <Title order={2} fz="md">
            {RECORD_TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed">
            {RECORD_TEXTS.text}
          </Text>
        </Stack>
        <Group gap="sm">
          {offerInstall && (
            <Button variant="light" leftSection={<IconDeviceMobileDown size={18} />} onClick={() => void installer.install()} title={RECORD_TEXTS.installHint}>
              {RECORD_TEXTS.install}
            </Button>
          )}
          <Button component={Link} to={newRecordingPath()} color="red" leftSection={<IconMicrophone size={18} />}>
            {RECORD_TEXTS.record}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
