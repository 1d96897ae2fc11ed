import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DRAFT_TEXTS } from '../config/messages';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** «Найден несохранённый черновик»: restore the edits kept in the browser, or throw them away. */
export function DraftRestoreAlert({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconHistory size={20} />} title={DRAFT_TEXTS.title} data-testid="draft-restore" role="alert">
      <Text fz="sm" mb="sm">
        {DRAFT_TEXTS.text(timeOf(savedAt))}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={onRestore}>
          {DRAFT_TEXTS.restore}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {DRAFT_TEXTS.discard}
        </Button>
      </Group>
    </Alert>
  );
}
