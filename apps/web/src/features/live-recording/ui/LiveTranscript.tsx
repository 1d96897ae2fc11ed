import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMessageDots } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { LiveSegment } from '../../../entities/recording';
import { formatTimecode } from '../../../entities/video';
import { SectionCard } from '../../../shared/ui';
import { RECORDING_TEXTS } from '../config/messages';
import classes from './level-meter.module.css';

/** What the server has recognised so far, newest at the bottom (kept in view while the secretary is at the end). */
export function LiveTranscript({ segments }: { segments: LiveSegment[] }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const nearEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
    if (nearEnd) element.scrollTop = element.scrollHeight;
  }, [segments.length]);

  return (
    <SectionCard title={RECORDING_TEXTS.transcript} icon={<IconMessageDots size={18} />} testId="live-transcript">
      {segments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RECORDING_TEXTS.transcriptEmpty}
        </Text>
      ) : (
        <Stack gap="sm" ref={list} className={classes.transcript} role="log" aria-live="polite">
          {segments.map((segment) => (
            <div key={segment.id} className={classes.segment} data-testid="live-segment" data-start={segment.start} data-end={segment.end}>
              <Group gap="xs" mb={2}>
                <Text size="xs" c="dimmed" ff="monospace">
                  {formatTimecode(segment.start)}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {RECORDING_TEXTS.preliminary}
                </Badge>
              </Group>
              <Text size="sm">{segment.text}</Text>
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
