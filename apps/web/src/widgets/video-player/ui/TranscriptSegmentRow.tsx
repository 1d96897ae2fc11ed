import { ActionIcon, Badge, Box, Button, Group, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { transcriptSegmentSchema } from '@protocolist/contracts/protocols';
import { IconPencil } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { TranscriptSegment } from '../../../entities/protocol';
import { formatTimecode } from '../../../entities/video';
import { useServerForm } from '../../../shared/lib';
import { FailureAlert } from '../../../shared/ui';
import { COMMON } from '../../../shared/config';
import { PLAYER_TEXTS } from '../config/messages';

interface SegmentRowProps {
  segment: TranscriptSegment;
  index: number;
  /** The transcript has timings (from a recording or subtitles), not only typed lines. */
  timed: boolean;
  active: boolean;
  /** Absent without a player: the fragment is then only read and corrected. */
  onSeek?: (seconds: number) => void;
  /** Absent where the reader may not change the transcript (the read-only view). */
  onEdit?: () => void;
}

function TimeBadge({ time, active, onSeek }: { time: string; active: boolean; onSeek?: () => void }) {
  const look = { variant: active ? 'filled' : 'light', color: active ? 'purple' : 'gray', radius: 'sm', style: { flexShrink: 0 } } as const;
  if (!onSeek) return <Badge {...look}>{time}</Badge>;
  return (
    <Badge
      {...look}
      component="button"
      type="button"
      style={{ ...look.style, cursor: 'pointer' }}
      aria-label={PLAYER_TEXTS.seek(time)}
      onClick={(event) => {
        event.stopPropagation();
        onSeek();
      }}
    >
      {time}
    </Badge>
  );
}

/** One fragment: time, speaker, text; the one playing now is highlighted, a click jumps to it. */
export function TranscriptSegmentRow({ segment, index, timed, active, onSeek, onEdit }: SegmentRowProps) {
  const time = formatTimecode(segment.start);
  const seek = onSeek && timed ? () => onSeek(segment.start) : undefined;
  return (
    <Box
      data-index={index}
      data-testid="transcript-segment"
      data-active={active ? 'true' : undefined}
      aria-current={active ? 'true' : undefined}
      px="sm"
      py={6}
      onClick={seek}
      style={{
        cursor: seek ? 'pointer' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
        borderLeft: `3px solid ${active ? 'var(--mantine-color-purple-6)' : 'transparent'}`,
        background: active ? 'var(--mantine-color-purple-0)' : undefined,
        transition: 'background 150ms ease',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {timed && <TimeBadge time={time} active={active} onSeek={seek} />}
          <Text fz="sm" fw={600} c={segment.speaker ? 'purple.8' : 'dimmed'} truncate title={segment.speaker || undefined}>
            {segment.speaker || PLAYER_TEXTS.speakerUnknown}
          </Text>
        </Group>
        {onEdit && (
        <Tooltip label={PLAYER_TEXTS.edit}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={PLAYER_TEXTS.edit}
            onClick={(event) => {
              event.stopPropagation();
              onEdit();
            }}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
        )}
      </Group>
      <Text fz="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
        {segment.text}
      </Text>
    </Box>
  );
}

interface SegmentEditorProps {
  segment: TranscriptSegment;
  timed: boolean;
  /** Saves the corrected fragment; throws the API error when the server refuses. */
  onSave: (patch: Pick<TranscriptSegment, 'speaker' | 'text'>) => Promise<unknown>;
  onCancel: () => void;
}

/** A fragment needs some text; the speaker may be left empty. */
const segmentSchema = transcriptSegmentSchema
  .pick({ speaker: true, text: true })
  .refine(({ text }) => text.trim().length > 0, { path: ['text'], message: PLAYER_TEXTS.textRequired });

/** Inline correction of speaker and text: Enter saves, Shift+Enter breaks the line, Esc cancels. */
export function TranscriptSegmentEditor({ segment, timed, onSave, onCancel }: SegmentEditorProps) {
  const { form, submit, submitting, failure } = useServerForm({
    schema: segmentSchema,
    defaultValues: { speaker: segment.speaker ?? '', text: segment.text },
    onSubmit: ({ speaker, text }) => onSave({ speaker: speaker || null, text: text.trim() }),
    failureMessage: PLAYER_TEXTS.saveFailed,
  });
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack
      gap="xs"
      p="sm"
      data-testid="transcript-segment-editor"
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-gray-0)', border: '1px solid var(--mantine-color-purple-2)' }}
    >
      <Group gap="xs" wrap="nowrap">
        {timed && (
          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            {formatTimecode(segment.start)}
          </Badge>
        )}
        <TextInput
          size="xs"
          aria-label={PLAYER_TEXTS.speaker}
          placeholder={PLAYER_TEXTS.speaker}
          onKeyDown={keys}
          {...form.register('speaker')}
          style={{ flex: 1 }}
        />
      </Group>
      <Textarea
        size="sm"
        aria-label={PLAYER_TEXTS.text}
        autosize
        minRows={2}
        maxRows={8}
        data-autofocus
        autoFocus
        error={form.formState.errors.text?.message}
        onKeyDown={keys}
        {...form.register('text')}
      />
      <FailureAlert {...failure} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="xs" c="dimmed">
          {PLAYER_TEXTS.keysHint}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {COMMON.cancel}
          </Button>
          <Button size="xs" loading={submitting} onClick={() => void submit()}>
            {COMMON.save}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
