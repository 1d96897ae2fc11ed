import { Autocomplete, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { FailureAlert, notifyFailure, queryFailure } from '../../../shared/ui';
import { SPEAKER_TEXTS } from '../config/messages';
import { useGetSpeakersQuery, useUpdateSpeakersMutation } from '../api/speakers-api';

type SpeakersSource = Pick<Protocol, 'id' | 'members'>;

/** «Спикер 1» → a member of the protocol (picked) or any name (typed), once for all of the label's fragments. */
export function SpeakerNamesPanel({ protocol }: { protocol: SpeakersSource }) {
  const speakersQuery = useGetSpeakersQuery(protocol.id);
  const speakers = speakersQuery.data;
  const [save, saving] = useUpdateSpeakersMutation();
  /** What the secretary typed or picked; a label she did not touch shows its saved name. */
  const [edits, setEdits] = useState<Record<string, string>>({});

  if (speakersQuery.isError) return <FailureAlert {...queryFailure(speakersQuery, SPEAKER_TEXTS.loadFailed)} />;
  if (!speakers || speakers.length === 0) return null;
  const nameOf = (label: string, saved: string | null) => edits[label] ?? saved ?? '';
  const memberNames = protocol.members.map((member) => member.member.full_name);

  const submit = async () => {
    const body = speakers.map((speaker) => {
      const typed = nameOf(speaker.label, speaker.name).trim();
      const member = protocol.members.find((candidate) => candidate.member.full_name === typed);
      return member ? { label: speaker.label, user_id: member.member.id } : { label: speaker.label, name: typed };
    });
    try {
      await save({ id: protocol.id, speakers: body }).unwrap();
      notifications.show({ color: 'green', message: SPEAKER_TEXTS.saved });
    } catch (error) {
      notifyFailure({ error, title: SPEAKER_TEXTS.saveFailed, onRetry: () => void submit() });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={SPEAKER_TEXTS.title} data-testid="speaker-names">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {SPEAKER_TEXTS.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {SPEAKER_TEXTS.hint}
        </Text>
        {speakers.map((speaker) => (
          <Group key={speaker.label} align="flex-end" wrap="nowrap" gap="md">
            <Autocomplete
              label={SPEAKER_TEXTS.name(speaker.label)}
              placeholder={SPEAKER_TEXTS.placeholder}
              data={memberNames}
              value={nameOf(speaker.label, speaker.name)}
              onChange={(value) => setEdits((current) => ({ ...current, [speaker.label]: value }))}
              w={320}
            />
            <Text fz="xs" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
              {SPEAKER_TEXTS.seconds(speaker.seconds)} · «{speaker.sample}»
            </Text>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button size="sm" loading={saving.isLoading} onClick={() => void submit()}>
            {SPEAKER_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
