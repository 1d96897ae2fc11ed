import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { updateSectionsRequest } from '@protocolist/contracts/protocols';
import { useWatch } from 'react-hook-form';
import {
  sameSections,
  SectionListField,
  toEditableSections,
  useRebuildSectionsMutation,
  useUpdateSectionsMutation,
  type Protocol,
} from '../../../entities/protocol';
import { useServerForm } from '../../../shared/lib';
import { confirmAction, EmptyState, FailureAlert } from '../../../shared/ui';
import { SECTIONS_TEXTS } from '../config/messages';

type SectionsSource = Pick<Protocol, 'id' | 'sections' | 'sections_edited' | 'transcript'>;

/** «Разделы»: the draft sections of the protocol. Starts over whenever the saved sections change. */
export function ProtocolSectionsEditor({ protocol }: { protocol: SectionsSource }) {
  const signature = useMemo(() => JSON.stringify(protocol.sections.map(({ key, value }) => [key, value])), [protocol.sections]);
  return <SectionsForm key={signature} protocol={protocol} />;
}

function SectionsForm({ protocol }: { protocol: SectionsSource }) {
  const [save] = useUpdateSectionsMutation();
  const [rebuild, rebuilding] = useRebuildSectionsMutation();
  const { form, submit, submitting, failure } = useServerForm({
    schema: updateSectionsRequest,
    defaultValues: { sections: toEditableSections(protocol.sections) },
    onSubmit: async (request) => {
      await save({ id: protocol.id, ...request }).unwrap();
      notifications.show({ color: 'green', message: SECTIONS_TEXTS.saved });
    },
  });
  const sections = useWatch({ control: form.control, name: 'sections' });
  const dirty = !sameSections(sections, protocol.sections);
  const busy = submitting || rebuilding.isLoading;

  const confirmRebuild = () =>
    confirmAction({
      title: SECTIONS_TEXTS.rebuildTitle,
      text: SECTIONS_TEXTS.rebuildText,
      confirmLabel: SECTIONS_TEXTS.rebuild,
      confirmColor: 'orange',
      run: () => rebuild(protocol.id).unwrap(),
      done: SECTIONS_TEXTS.rebuilt,
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          {protocol.sections_edited && (
            <Tooltip label={SECTIONS_TEXTS.editedHint} multiline w={280} withArrow>
              <Badge variant="light" color="orange" radius="sm">
                {SECTIONS_TEXTS.edited}
              </Badge>
            </Tooltip>
          )}
          {dirty && (
            <Badge variant="dot" color="yellow" radius="sm">
              {SECTIONS_TEXTS.unsaved}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          color="orange"
          leftSection={<IconRefresh size={18} />}
          disabled={busy || protocol.transcript.length === 0}
          onClick={confirmRebuild}
        >
          {SECTIONS_TEXTS.rebuild}
        </Button>
      </Group>
      {sections.length === 0 && (
        <EmptyState text={SECTIONS_TEXTS.empty}>
          <Text fz="sm" c="dimmed" ta="center" maw={520}>
            {SECTIONS_TEXTS.emptyHint}
          </Text>
        </EmptyState>
      )}
      <SectionListField control={form.control} name="sections" disabled={busy} />
      <FailureAlert {...failure} />
      {/* Sticks to the bottom of the window: long protocols are saved without scrolling back. */}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Button variant="default" disabled={!dirty || busy} onClick={() => form.reset({ sections: toEditableSections(protocol.sections) })}>
          {SECTIONS_TEXTS.reset}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!dirty || busy} loading={submitting} onClick={() => void submit()}>
          {SECTIONS_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
