import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  missingTitles,
  sameSections,
  SectionListEditor,
  sectionsPayload,
  sectionTitleErrors,
  toEditableSections,
  useRebuildSectionsMutation,
  useUpdateSectionsMutation,
  type EditableSection,
  type Protocol,
} from '../../../entities/protocol';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { COMMON, SECTIONS_TEXTS, VALIDATION } from '../../../shared/config';
import { EmptyState, FailureAlert } from '../../../shared/ui';

type SectionsSource = Pick<Protocol, 'id' | 'sections' | 'sections_edited' | 'transcript'>;

/** «Разделы»: the draft sections of the protocol. Starts over whenever the saved sections change. */
export function ProtocolSectionsEditor({ protocol }: { protocol: SectionsSource }) {
  const signature = useMemo(() => JSON.stringify(protocol.sections.map(({ key, value }) => [key, value])), [protocol.sections]);
  return <SectionsForm key={signature} protocol={protocol} />;
}

function SectionsForm({ protocol }: { protocol: SectionsSource }) {
  const [sections, setSections] = useState<EditableSection[]>(() => toEditableSections(protocol.sections));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useUpdateSectionsMutation();
  const [rebuild, rebuilding] = useRebuildSectionsMutation();
  const dirty = !sameSections(sections, protocol.sections);
  const busy = saving.isLoading || rebuilding.isLoading;

  const change = (next: EditableSection[]) => {
    setSections(next);
    setErrors({});
  };

  const submit = async () => {
    setFailure(null);
    const missing = missingTitles(sections, VALIDATION.required);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await save({ id: protocol.id, sections: sectionsPayload(sections) }).unwrap();
      notifications.show({ color: 'green', message: SECTIONS_TEXTS.saved });
    } catch (error) {
      const fieldErrors = sectionTitleErrors(serverFieldErrors(error), 'sections');
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(describeError(error));
    }
  };

  const confirmRebuild = () =>
    modals.openConfirmModal({
      title: SECTIONS_TEXTS.rebuildTitle,
      centered: true,
      children: <Text size="sm">{SECTIONS_TEXTS.rebuildText}</Text>,
      labels: { confirm: SECTIONS_TEXTS.rebuild, cancel: COMMON.cancel },
      confirmProps: { color: 'orange' },
      onConfirm: async () => {
        try {
          await rebuild(protocol.id).unwrap();
          notifications.show({ color: 'green', message: SECTIONS_TEXTS.rebuilt });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
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
      <SectionListEditor sections={sections} onChange={change} errors={errors} disabled={busy} />
      <FailureAlert message={failure} />
      {/* Sticks to the bottom of the window: long protocols are saved without scrolling back. */}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Button variant="default" disabled={!dirty || busy} onClick={() => change(toEditableSections(protocol.sections))}>
          {SECTIONS_TEXTS.reset}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!dirty || busy} loading={saving.isLoading} onClick={() => void submit()}>
          {SECTIONS_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
