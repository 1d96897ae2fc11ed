import { Box, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconArrowBackUp, IconDeviceFloppy, IconFileCheck } from '@tabler/icons-react';
import { IconAction } from '../../../shared/ui';
import { EDITOR_TEXTS } from '../config/messages';

/**
 * How much the buttons say, widest first: all three in words; «Отменить изменения» as an icon; the draft's save as an
 * icon too and the final save as «Итоговый протокол»; the same without its icon. The bar takes the first that fits in
 * one row, measured on the fonts the browser really has.
 */
const WORDINGS = ['all', 'saves', 'short', 'tight'] as const;
type Wording = (typeof WORDINGS)[number];

interface EditorActionsProps {
  /** The protocol is final: there is no separate draft. */
  isFinal: boolean;
  dirty: boolean;
  busy: boolean;
  saving: 'draft' | 'final' | null;
  /** Why the final save cannot be made now (no sections): the button is off and says so in its tooltip. */
  finalBlocked?: string | null;
  onReset: () => void;
  onSaveDraft: () => void;
  onSaveFinal: () => void;
}

function EditorActions({ wording, isFinal, dirty, busy, saving, finalBlocked, onReset, onSaveDraft, onSaveFinal }: EditorActionsProps & { wording: Wording }) {
  const short = wording === 'short' || wording === 'tight';
  return (
    <Group justify="flex-end" wrap="nowrap" gap={short ? 'xs' : 'sm'}>
      {wording === 'all' ? (
        <Button variant="default" disabled={!dirty || busy} onClick={onReset}>
          {EDITOR_TEXTS.reset}
        </Button>
      ) : (
        <IconAction
          label={EDITOR_TEXTS.reset}
          icon={<IconArrowBackUp size={18} />}
          variant="default"
          size="input-sm"
          disabled={!dirty || busy}
          onClick={onReset}
        />
      )}
      {!isFinal &&
        (short ? (
          <IconAction
            label={EDITOR_TEXTS.saveDraft}
            icon={<IconDeviceFloppy size={18} />}
            variant="light"
            size="input-sm"
            disabled={!dirty || busy}
            loading={saving === 'draft'}
            onClick={onSaveDraft}
          />
        ) : (
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={18} />}
            disabled={!dirty || busy}
            loading={saving === 'draft'}
            onClick={onSaveDraft}
          >
            {EDITOR_TEXTS.saveDraft}
          </Button>
        ))}
      <Tooltip label={finalBlocked} disabled={!finalBlocked} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          leftSection={wording === 'tight' ? undefined : <IconFileCheck size={18} />}
          px={short ? 'sm' : undefined}
          disabled={busy || (isFinal && !dirty)}
          // Off but still focusable and hoverable, so that its tooltip can say why.
          data-disabled={finalBlocked ? true : undefined}
          aria-disabled={finalBlocked ? true : undefined}
          loading={saving === 'final'}
          onClick={finalBlocked ? undefined : onSaveFinal}
          // The short label is part of the full name, so speech input («нажми итоговый протокол») finds it as well.
          aria-label={short ? EDITOR_TEXTS.saveFinal : undefined}
        >
          {short ? EDITOR_TEXTS.saveFinalShort : EDITOR_TEXTS.saveFinal}
        </Button>
      </Tooltip>
    </Group>
  );
}

interface EditorActionBarProps extends EditorActionsProps {
  /** What the user must know about the last save (it failed, it waits for the connection, a conflict): above the buttons. */
  notice?: ReactNode;
  /** Stuck to the bottom of the window; off where there is nothing long to scroll through (no sections). */
  sticky: boolean;
}

/**
 * The editor's actions, stuck to the bottom of the window (long protocols are saved without scrolling back), always
 * one row: on phones and in the column beside the preview the less used buttons become icons named by tooltips.
 * A failed save is told here, above the buttons, where the user pressed them.
 */
export function EditorActionBar({ notice, sticky, ...props }: EditorActionBarProps) {
  const { ref, width } = useElementSize();
  // Hidden copies of the row in each wording, at their natural width: what each one needs.
  const { ref: allRef, width: allWidth } = useElementSize();
  const { ref: savesRef, width: savesWidth } = useElementSize();
  const { ref: shortRef, width: shortWidth } = useElementSize();
  const { ref: tightRef, width: tightWidth } = useElementSize();
  const rulers = { all: allRef, saves: savesRef, short: shortRef, tight: tightRef };
  const needs: Record<Wording, number> = { all: allWidth, saves: savesWidth, short: shortWidth, tight: tightWidth };
  const wording = WORDINGS.find((name) => needs[name] > 0 && needs[name] <= width) ?? 'tight';
  return (
    <Box
      ref={ref}
      pos={sticky ? 'sticky' : 'relative'}
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      data-testid="editor-actions"
      data-wording={wording}
      style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap="xs">
        {notice}
        <EditorActions wording={wording} {...props} />
      </Stack>
      <div aria-hidden style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden', visibility: 'hidden' }}>
        {WORDINGS.map((name) => (
          <div key={name} ref={rulers[name]} style={{ width: 'max-content' }}>
            <EditorActions wording={name} {...props} />
          </div>
        ))}
      </div>
    </Box>
  );
}
