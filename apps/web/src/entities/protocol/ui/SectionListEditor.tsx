import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFileOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { isMinuted } from '@protocolist/contracts/section-kinds';
import { moveItem } from '../../../shared/lib';
import { confirmAction, IconAction } from '../../../shared/ui';
import { PROTOCOL_FIELDS, SECTION_LIST_TEXTS } from '../config/messages';
import { emptySection, type EditableSection, type SectionErrors } from '../model/sections';

interface SectionListEditorProps {
  sections: EditableSection[];
  onChange: (sections: EditableSection[]) => void;
  /** What is wrong with a section's title or text, by section index. */
  errors?: Record<number, SectionErrors>;
  disabled?: boolean;
}

/**
 * Protocol sections as title + text pairs: edit, add, move up and down, remove after a confirmation. A section the
 * document leaves out (the greeting, «Вступление») says so, as the server's layout decides it.
 */
export function SectionListEditor({ sections, onChange, errors = {}, disabled }: SectionListEditorProps) {
  const update = (index: number, patch: Partial<EditableSection>) =>
    onChange(sections.map((section, i) => (i === index ? { ...section, ...patch } : section)));

  const remove = (index: number) => {
    const section = sections[index]!;
    confirmAction({
      title: SECTION_LIST_TEXTS.removeTitle,
      text: SECTION_LIST_TEXTS.removeText(section.key.trim()),
      confirmLabel: SECTION_LIST_TEXTS.remove,
      confirmColor: 'red',
      run: () => onChange(sections.filter((item) => item.uid !== section.uid)),
    });
  };

  return (
    <Stack gap="sm">
      {sections.map((section, index) => (
        <Paper key={section.uid} withBorder radius="md" p="md" data-testid="section-editor">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                {SECTION_LIST_TEXTS.sectionNumber(index + 1)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconAction
                  label={SECTION_LIST_TEXTS.moveUp}
                  icon={<IconArrowUp size={18} />}
                  color="gray"
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(sections, index, index - 1))}
                />
                <IconAction
                  label={SECTION_LIST_TEXTS.moveDown}
                  icon={<IconArrowDown size={18} />}
                  color="gray"
                  disabled={disabled || index === sections.length - 1}
                  onClick={() => onChange(moveItem(sections, index, index + 1))}
                />
                <IconAction
                  label={SECTION_LIST_TEXTS.remove}
                  icon={<IconTrash size={18} />}
                  color="red"
                  disabled={disabled}
                  onClick={() => remove(index)}
                />
              </Group>
            </Group>
            {!isMinuted(section.key) && (
              <Alert color="gray" variant="light" radius="sm" p="xs" role="note" icon={<IconFileOff size={18} />} title={SECTION_LIST_TEXTS.notMinuted}>
                <Text fz="xs" c="dimmed">
                  {SECTION_LIST_TEXTS.notMinutedHint}
                </Text>
              </Alert>
            )}
            <TextInput
              label={PROTOCOL_FIELDS.sectionTitle}
              required
              value={section.key}
              error={errors[index]?.key}
              disabled={disabled}
              maxLength={255}
              onChange={(event) => update(index, { key: event.currentTarget.value })}
            />
            <Textarea
              label={PROTOCOL_FIELDS.sectionText}
              value={section.value}
              error={errors[index]?.value}
              disabled={disabled}
              autosize
              minRows={3}
              maxRows={18}
              onChange={(event) => update(index, { value: event.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={disabled}
          onClick={() => onChange([...sections, emptySection()])}
        >
          {SECTION_LIST_TEXTS.add}
        </Button>
      </Group>
    </Stack>
  );
}
