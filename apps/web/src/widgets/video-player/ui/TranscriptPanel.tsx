import { Badge, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { protocolApi, type TranscriptSegment } from '../../../entities/protocol';
import { useUpdateTranscriptSegmentsMutation } from '../../../entities/video';
import { TranscriptSegmentEditor, TranscriptSegmentRow } from './TranscriptSegmentRow';
import { PLAYER_TEXTS } from '../config/messages';

// The cache update below is typed against the API's state, which this layer does not name.
const useCacheDispatch = useDispatch.withTypes<ThunkDispatch<any, unknown, UnknownAction>>();

interface TranscriptPanelProps {
  protocolId: number;
  segments: TranscriptSegment[];
  /** Index of the fragment playing now, -1 for none. */
  active: number;
  onSeek: (seconds: number) => void;
  height: number;
}

/** The transcript beside the player: follows playback, jumps on click, corrects one fragment at a time. */
export function TranscriptPanel({ protocolId, segments, active, onSeek, height }: TranscriptPanelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [save] = useUpdateTranscriptSegmentsMutation();
  const dispatch = useCacheDispatch();

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
    <Stack gap="xs" h="100%">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {PLAYER_TEXTS.transcript}
        </Title>
        {segments.length > 0 && (
          <Badge variant="light" color="gray" radius="sm">
            {segments.length}
          </Badge>
        )}
      </Group>
      {segments.length === 0 ? (
        <Text fz="sm" c="dimmed" py="md">
          {PLAYER_TEXTS.transcriptEmpty}
        </Text>
      ) : (
        <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars data-testid="transcript-list">
          <Stack gap={2}>
            {segments.map((segment, index) =>
              editing === index ? (
                <TranscriptSegmentEditor
                  key={`${index}-edit`}
                  segment={segment}
                  onSave={(patch) => saveSegment(index, patch)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <TranscriptSegmentRow
                  key={index}
                  segment={segment}
                  index={index}
                  active={index === active}
                  onSeek={onSeek}
                  onEdit={() => setEditing(index)}
                />
              ),
            )}
          </Stack>
        </ScrollArea>
      )}
    </Stack>
  );
}
