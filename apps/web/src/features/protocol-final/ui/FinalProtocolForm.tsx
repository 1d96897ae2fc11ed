import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { saveFinalRequest } from '@protocolist/contracts/protocols';
import {
  PROTOCOL_FIELDS,
  SectionListField,
  toEditableSections,
  useGetFinalProtocolQuery,
  useSaveFinalProtocolMutation,
  type Protocol,
  type SectionInput,
} from '../../../entities/protocol';
import { describeError } from '../../../shared/api';
import { useServerForm } from '../../../shared/lib';
import { FailureAlert, TimeFieldRu } from '../../../shared/ui';
import { FINAL_TEXTS } from '../config/messages';

type FinalSource = Pick<Protocol, 'id' | 'stage' | 'location' | 'city' | 'event_start_time'>;

/** «Итоговый протокол»: the sections from GET /final, place, city and start; saving makes the protocol final. */
export function FinalProtocolForm({ protocol }: { protocol: FinalSource }) {
  const final = useGetFinalProtocolQuery(protocol.id);
  if (final.isLoading) return <Skeleton h={320} radius="md" data-testid="final-skeleton" />;
  if (final.isError || !final.data) {
    return <FailureAlert message={describeError(final.error, FINAL_TEXTS.loadFailed)} />;
  }
  return <FinalForm key={`${final.fulfilledTimeStamp}`} protocol={protocol} sections={final.data} />;
}

function FinalForm({ protocol, sections }: { protocol: FinalSource; sections: SectionInput[] }) {
  const [save] = useSaveFinalProtocolMutation();
  const { form, submit, submitting, failure } = useServerForm({
    schema: saveFinalRequest,
    defaultValues: {
      final_transcript: toEditableSections(sections),
      location: protocol.location ?? '',
      city: protocol.city ?? '',
      event_start_time: protocol.event_start_time ?? '',
    },
    onSubmit: async (request) => {
      await save({ id: protocol.id, ...request }).unwrap();
      notifications.show({ color: 'green', message: FINAL_TEXTS.saved });
    },
  });
  const { errors } = form.formState;

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
          <TextInput label={PROTOCOL_FIELDS.location} required error={errors.location?.message} {...form.register('location')} />
          <TextInput label={PROTOCOL_FIELDS.city} required error={errors.city?.message} {...form.register('city')} />
          <TimeFieldRu control={form.control} name="event_start_time" label={PROTOCOL_FIELDS.startTime} />
        </SimpleGrid>
      </Paper>
      <Title order={3} fz="md">
        {FINAL_TEXTS.sections}
      </Title>
      <SectionListField control={form.control} name="final_transcript" disabled={submitting} />
      <FailureAlert {...failure} />
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Button leftSection={<IconDeviceFloppy size={18} />} loading={submitting} onClick={() => void submit()}>
          {FINAL_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
