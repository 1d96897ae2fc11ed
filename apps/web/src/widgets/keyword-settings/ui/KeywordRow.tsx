import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { KeywordPhrases, type Keyword } from '../../../entities/keyword';
import { COMMON } from '../../../shared/config';
import { IconAction } from '../../../shared/ui';
import { KEYWORD_SETTINGS_TEXTS } from '../config/messages';

interface KeywordRowProps {
  keyword: Keyword;
  index: number;
  count: number;
  /** A row is being dragged over this one. */
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (keyword: Keyword) => void;
  onDelete: (keyword: Keyword) => void;
  onDragStart: (index: number) => void;
  onDragOver: (index: number) => void;
  onDrop: (index: number) => void;
  onDragEnd: () => void;
}

/** One keyword: drag handle and up/down buttons to reorder (the buttons for the keyboard), edit, delete. */
export function KeywordRow({ keyword, index, count, dropTarget, onMove, onEdit, onDelete, ...drag }: KeywordRowProps) {
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    drag.onDragOver(index);
  };
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      data-testid="keyword-row"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(keyword.id));
        drag.onDragStart(index);
      }}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        drag.onDrop(index);
      }}
      onDragEnd={drag.onDragEnd}
      style={{
        borderColor: dropTarget ? 'var(--mantine-color-purple-5)' : undefined,
        boxShadow: dropTarget ? '0 0 0 1px var(--mantine-color-purple-5)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
          <ThemeIcon
            variant="subtle"
            color="gray"
            size="lg"
            style={{ cursor: 'grab' }}
            aria-label={KEYWORD_SETTINGS_TEXTS.dragHandle(keyword.title)}
            data-testid="keyword-drag-handle"
          >
            <IconGripVertical size={18} />
          </ThemeIcon>
          <ThemeIcon variant="light" radius="xl" size="lg">
            <Text fz="sm" fw={700}>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Stack gap={6} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {keyword.title}
            </Text>
            <KeywordPhrases phrase={keyword.phrase} />
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <IconAction
            label={KEYWORD_SETTINGS_TEXTS.moveUp}
            ariaLabel={`${KEYWORD_SETTINGS_TEXTS.moveUp}: ${keyword.title}`}
            icon={<IconArrowUp size={18} />}
            color="gray"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconAction
            label={KEYWORD_SETTINGS_TEXTS.moveDown}
            ariaLabel={`${KEYWORD_SETTINGS_TEXTS.moveDown}: ${keyword.title}`}
            icon={<IconArrowDown size={18} />}
            color="gray"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <IconAction
            label={KEYWORD_SETTINGS_TEXTS.edit}
            ariaLabel={`${KEYWORD_SETTINGS_TEXTS.edit}: ${keyword.title}`}
            icon={<IconPencil size={18} />}
            onClick={() => onEdit(keyword)}
          />
          <IconAction
            label={COMMON.delete}
            ariaLabel={`${COMMON.delete}: ${keyword.title}`}
            icon={<IconTrash size={18} />}
            color="red"
            onClick={() => onDelete(keyword)}
          />
        </Group>
      </Group>
    </Paper>
  );
}
