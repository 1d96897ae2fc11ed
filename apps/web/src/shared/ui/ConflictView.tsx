import { Alert, Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
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

type Side = 'mine' | 'theirs';

function Version({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId} style={{ minWidth: 0 }}>
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
 * Phones: one version at a time, switched by tabs. Two full versions one under the other made a screen-long scroll
 * in which nothing could be compared. No scroll box of its own: the page scrolls, the choice stays at the bottom.
 */
function VersionTabs({ mine, theirs }: { mine: ReactNode; theirs: ReactNode }) {
  const [shown, setShown] = useState<Side>('mine');
  return (
    <Paper withBorder radius="md" style={{ minWidth: 0 }}>
      <Tabs
        value={shown}
        onChange={(value) => value && setShown(value as Side)}
        keepMounted={false}
        // The focus ring inside the tab: outside, the card's edge would cut it.
        styles={{ tab: { outlineOffset: -3 } }}
      >
        <Tabs.List grow aria-label={CONFLICT_TEXTS.versions}>
          {/* The full titles name the tabs; the short ones, within those names, fit two in a row at 360 px. */}
          <Tabs.Tab value="mine" aria-label={CONFLICT_TEXTS.mine} fw={600}>
            {CONFLICT_TEXTS.mineTab}
          </Tabs.Tab>
          <Tabs.Tab value="theirs" aria-label={CONFLICT_TEXTS.theirs} fw={600}>
            {CONFLICT_TEXTS.theirsTab}
          </Tabs.Tab>
        </Tabs.List>
        {/* Only the version shown is on the page (`keepMounted`); the other's panel stays, empty. */}
        <Tabs.Panel value="mine" p="sm">
          <div data-testid="conflict-mine">{mine}</div>
        </Tabs.Panel>
        <Tabs.Panel value="theirs" p="sm">
          <div data-testid="conflict-theirs">{theirs}</div>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/**
 * The 409 of a save: both versions, and the choice which one stays. Nothing is overwritten silently. Side by side
 * where there is room, one at a time under tabs on phones. It appears where the user is looking: scrolled into view
 * and focused, wherever the save was pressed.
 */
export function ConflictView({ mine, theirs, onKeepMine, onTakeTheirs, busy, ref }: ConflictViewProps) {
  const own = useRef<HTMLDivElement>(null);
  const merged = useMergedRef(own, ref);
  const theme = useMantineTheme();
  // Read at once, not after the first paint: the view is scrolled to as it is drawn.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  useEffect(() => {
    if (own.current) bringIntoView(own.current);
  }, []);
  const theirsShown = theirs ?? (
    <Text fz="sm" c="dimmed">
      {CONFLICT_TEXTS.loading}
    </Text>
  );
  return (
    <Alert
      ref={merged}
      tabIndex={-1}
      color="red"
      variant="light"
      // On phones the icon's column is better spent on the text.
      icon={wide ? <IconGitCompare size={20} /> : undefined}
      title={CONFLICT_TEXTS.title}
      data-testid="conflict-view"
      role="alert"
      // Mantine's `hidden` would make the alert the scroll box its sticky actions keep to: they would never stick.
      styles={{ root: { overflow: 'clip' }, message: { overflow: 'visible' } }}
    >
      <Stack gap="sm">
        <Text fz="sm">{CONFLICT_TEXTS.text}</Text>
        {wide ? (
          <SimpleGrid cols={2} spacing="sm">
            <Version title={CONFLICT_TEXTS.mine} testId="conflict-mine">
              {mine}
            </Version>
            <Version title={CONFLICT_TEXTS.theirs} testId="conflict-theirs">
              {theirsShown}
            </Version>
          </SimpleGrid>
        ) : (
          <VersionTabs mine={mine} theirs={theirsShown} />
        )}
        {/* Stuck to the bottom of the window while the versions are longer than it: the choice is always at hand. */}
        <Group
          gap="sm"
          pos="sticky"
          bottom={0}
          py="xs"
          style={{
            zIndex: 1,
            // The alert's own tint is translucent: over the page's background, so that the text scrolling under it hides.
            background: 'linear-gradient(var(--mantine-color-red-light), var(--mantine-color-red-light)), var(--mantine-color-body)',
          }}
        >
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
