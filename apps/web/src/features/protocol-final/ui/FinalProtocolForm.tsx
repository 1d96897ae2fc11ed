import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  missingTitles,
  SectionListEditor,
  sectionsPayload,
  sectionTitleErrors,
  toEditableSections,
  useGetFinalProtocolQuery,
  useSaveFinalProtocolMutation,
  type EditableSection,
  type Protocol,
  type SectionInput,
} from '../../../entities/protocol';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { FINAL_TEXTS, PROTOCOL_FIELDS, VALIDATION } from '../../../shared/config';
import { FailureAlert } from '../../../shared/ui';

type FinalSource = Pick<Protocol, 'id' | 'stage' | 'location' | 'city' | 'event_start_time'>;

interface MeetingFields {
  location: string;
  city: string;
  event_start_time: string;
}

type FieldErrors = Partial<Record<keyof MeetingFields | 'final_transcript', string>>;

/** «Итоговый протокол»: the sections from GET /final, place, city and start; saving makes the protocol final. */
export function FinalProtocolForm({ protocol }: { protocol: FinalSource }) {
  const final = useGetFinalProtocolQuery(protocol.id);
  if (final.isLoading) return <Skeleton h={320} radius="md" data-testid="final-skeleton" />;
  if (final.isError || !final.data) {
    return (
      <FailureAlert message={describeError(final.error, FINAL_TEXTS.loadFailed)} />
    );
  }
  return <FinalForm key={`${final.fulfilledTimeStamp}`} protocol={protocol} sections={final.data} />;
}

function FinalForm({ protocol, sections: initial }: { protocol: FinalSource; sections: SectionInput[] }) {
  const [sections, setSections] = useState<EditableSection[]>(() => toEditableSections(initial));
  const [fields, setFields] = useState<MeetingFields>({
    location: protocol.location ?? '',
    city: protocol.city ?? '',
    event_start_time: protocol.event_start_time ?? '',
  });
  const [titleErrors, setTitleErrors] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveFinalProtocolMutation();

  const setField = (name: keyof MeetingFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): boolean => {
    const next: FieldErrors = {};
    if (!fields.location.trim()) next.location = VALIDATION.required;
    if (!fields.city.trim()) next.city = VALIDATION.required;
    if (sections.length === 0) next.final_transcript = FINAL_TEXTS.noSections;
    const missing = missingTitles(sections, VALIDATION.required);
    setErrors(next);
    setTitleErrors(missing);
    return Object.keys(next).length === 0 && Object.keys(missing).length === 0;
  };

  const submit = async () => {
    setFailure(null);
    if (!validate()) return;
    try {
      await save({
        id: protocol.id,
        final_transcript: sectionsPayload(sections),
        location: fields.location.trim(),
        city: fields.city.trim(),
        event_start_time: fields.event_start_time || null,
      }).unwrap();
      notifications.show({ color: 'green', message: FINAL_TEXTS.saved });
    } catch (error) {
      const server = serverFieldErrors(error);
      const next: FieldErrors = {
        location: server.location,
        city: server.city,
        event_start_time: server.event_start_time,
        final_transcript: server.final_transcript,
      };
      const placed = Object.values(next).some(Boolean);
      const titles = sectionTitleErrors(server, 'final_transcript');
      setErrors(next);
      setTitleErrors(titles);
      if (!placed && Object.keys(titles).length === 0) setFailure(describeError(error));
    }
  };

  return (
    <Stack gap="md">
      {protocol.stage === 'final' ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid="final-saved">
          {FINAL_TEXTS.savedAt}
        </Alert>
      ) : (
        <Text fz="sm" c="dimmed">
          {FINAL_TEXTS.intro}
        </Text>
      )}
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={PROTOCOL_FIELDS.location}
            required
            maxLength={255}
            value={fields.location}
            error={errors.location}
            onChange={(event) => setField('location', event.currentTarget.value)}
          />
          <TextInput
            label={PROTOCOL_FIELDS.city}
            required
            maxLength={255}
            value={fields.city}
            error={errors.city}
            onChange={(event) => setField('city', event.currentTarget.value)}
          />
          <TimeInput
            label={PROTOCOL_FIELDS.startTime}
            value={fields.event_start_time}
            error={errors.event_start_time}
            onChange={(event) => setField('event_start_time', event.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <Title order={3} fz="md">
        {FINAL_TEXTS.sections}
      </Title>
      {errors.final_transcript && (
        <Text c="red" fz="sm" role="alert">
          {errors.final_transcript}
        </Text>
      )}
      <SectionListEditor
        sections={sections}
        onChange={(next) => {
          setSections(next);
          setTitleErrors({});
          setErrors((current) => ({ ...current, final_transcript: undefined }));
        }}
        errors={titleErrors}
        disabled={saving.isLoading}
      />
      <FailureAlert message={failure} />
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Button leftSection={<IconDeviceFloppy size={18} />} loading={saving.isLoading} onClick={() => void submit()}>
          {FINAL_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
