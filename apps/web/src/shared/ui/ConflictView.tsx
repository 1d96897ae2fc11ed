import { Alert, Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { CONFLICT_TEXTS } from '../config/messages';
import { bringIntoView } from '../lib/bring-into-view';

export interface ConflictViewProps {
  /** The user's unsaved text, as it would be saved. */
  mine: ReactNode;
  /** What the server holds now; null while it is being fetched. */
  theirs: ReactNode | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy?: boolean;
  /** The view's element: to bring it back into view later (`bringIntoView`). */
  ref?: Ref<HTMLDivElement>;
}

function Version({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Title order={4} fz="sm" mb="xs">
        {title}
      </Title>
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars="y">
        {children}
      </ScrollArea.Autosize>
    </Paper>
  );
}

/**
 * The 409 of a save: both versions side by side, and the choice which one stays. Nothing is overwritten silently.
 * It appears where the user is looking: scrolled into view and focused, wherever the save was pressed.
 */
export function ConflictView({ mine, theirs, onKeepMine, onTakeTheirs, busy, ref }: ConflictViewProps) {
  const own = useRef<HTMLDivElement>(null);
  const merged = useMergedRef(own, ref);
  useEffect(() => {
    if (own.current) bringIntoView(own.current);
  }, []);
  return (
    <Alert
      ref={merged}
      tabIndex={-1}
      color="red"
      variant="light"
      icon={<IconGitCompare size={20} />}
      title={CONFLICT_TEXTS.title}
      data-testid="conflict-view"
      role="alert"
    >
      <Stack gap="sm">
        <Text fz="sm">{CONFLICT_TEXTS.text}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Version title={CONFLICT_TEXTS.mine} testId="conflict-mine">
            {mine}
          </Version>
          <Version title={CONFLICT_TEXTS.theirs} testId="conflict-theirs">
            {theirs ?? (
              <Text fz="sm" c="dimmed">
                {CONFLICT_TEXTS.loading}
              </Text>
            )}
          </Version>
        </SimpleGrid>
        <Group gap="sm">
          <Button size="xs" color="red" onClick={onKeepMine} loading={busy} disabled={theirs === null}>
            {CONFLICT_TEXTS.keepMine}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeTheirs} disabled={busy || theirs === null}>
            {CONFLICT_TEXTS.takeTheirs}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
