import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { IconTextCaption } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { TranscriptTextForm, useTranscriptDraftLeft } from '../../../features/protocol-transcript';
import { protocolApi, type TranscriptSegment } from '../../../entities/protocol';
import { useUpdateTranscriptSegmentsMutation } from '../../../entities/video';
import { TranscriptSegmentEditor, TranscriptSegmentRow } from './TranscriptSegmentRow';
import { PLAYER_TEXTS } from '../config/messages';

/** Tall enough to sit beside the player; longer transcripts scroll inside. */
export const TRANSCRIPT_HEIGHT = 380;

// The cache update below is typed against the API's state, which this layer does not name.
const useCacheDispatch = useDispatch.withTypes<ThunkDispatch<any, unknown, UnknownAction>>();

interface TranscriptPanelProps {
  protocolId: number;
  segments: TranscriptSegment[];
  /** The protocol's text version, sent with the text editor's save (If-Match). */
  version: number;
  /** Index of the fragment playing now, -1 for none. */
  active: number;
  /** Moves the player; absent while there is no player (a protocol without video). */
  onSeek?: (seconds: number) => void;
  /** False while the recording is being processed (its result will replace the transcript) and for a reader. */
  editable: boolean;
  /** A reader who may not change it (the read-only view): no correction at all, not even of one fragment. */
  readOnly?: boolean;
  /** What the panel says while there are no fragments. */
  emptyText: string;
  height: number;
}

/**
 * The protocol's one transcript: follows playback and jumps on click when there is a player, corrects one fragment
 * at a time (keeping its timing), or takes the whole text typed or pasted as «Спикер: текст» lines.
 */
export function TranscriptPanel({ protocolId, segments, version, active, onSeek, editable, readOnly = false, emptyText, height }: TranscriptPanelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  // Until the user opens or closes the text editor, it is open only when an earlier visit left a draft of the text
  // (a reload, a crash): the editor then offers it back.
  const [typingChosen, setTyping] = useState<boolean | null>(null);
  const draftLeft = useTranscriptDraftLeft(protocolId, segments);
  const typing = editable && !readOnly && (typingChosen ?? !!draftLeft);
  const [save] = useUpdateTranscriptSegmentsMutation();
  const dispatch = useCacheDispatch();
  const timed = segments.some((segment) => segment.end > 0);

  useEffect(() => {
    const view = viewport.current;
    const row = view?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!view || !row || editing !== null) return;
    const viewRect = view.getBoundingClientRect();
    const rowRect = row.getBoundingClientRect();
    if (rowRect.top >= viewRect.top && rowRect.bottom <= viewRect.bottom) return;
    view.scrollBy({ top: rowRect.top - viewRect.top - viewRect.height / 3, behavior: 'smooth' });
  }, [active, editing]);

  const saveSegment = async (index: number, patch: Pick<TranscriptSegment, 'speaker' | 'text'>) => {
    const next = segments.map((segment, position) => (position === index ? { ...segment, ...patch } : segment));
    const saved = await save({ id: protocolId, segments: next }).unwrap();
    dispatch(
      protocolApi.util.updateQueryData('getProtocol', protocolId, (protocol) => {
        protocol.transcript = saved;
      }),
    );
    setEditing(null);
    notifications.show({ color: 'green', message: PLAYER_TEXTS.saved });
  };

  return (
    <Stack gap="xs" h="100%" data-testid="transcript-panel">
      <Group justify="space-between" gap={4} wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={3} fz="md">
            {PLAYER_TEXTS.transcript}
          </Title>
          {segments.length > 0 && (
            <Badge variant="light" color="gray" radius="sm">
              {segments.length}
            </Badge>
          )}
        </Group>
        {editable && !readOnly && !typing && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTextCaption size={16} />}
            onClick={() => {
              setEditing(null);
              setTyping(true);
            }}
          >
            {segments.length > 0 ? PLAYER_TEXTS.editText : PLAYER_TEXTS.typeText}
          </Button>
        )}
      </Group>
      {typing ? (
        <TranscriptTextForm protocolId={protocolId} segments={segments} version={version} onClose={() => setTyping(false)} />
      ) : segments.length === 0 ? (
        <Text fz="sm" c="dimmed" py="md">
          {emptyText}
        </Text>
      ) : (
        // A plain scrolling box: it grows with a short transcript, scrolls a long one, and never sideways.
        <Box ref={viewport} mah={height} pr={4} style={{ overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }} data-testid="transcript-list">
          <Stack gap={2}>
            {segments.map((segment, index) =>
              editing === index ? (
                <TranscriptSegmentEditor
                  key={`${index}-edit`}
                  segment={segment}
                  timed={timed}
                  onSave={(patch) => saveSegment(index, patch)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <TranscriptSegmentRow
                  key={index}
                  segment={segment}
                  index={index}
                  timed={timed}
                  active={index === active}
                  onSeek={onSeek}
                  onEdit={readOnly ? undefined : () => setEditing(index)}
                />
              ),
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
