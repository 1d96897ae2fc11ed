import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatTimecode } from '../../../entities/video';
import type { RecordingSession } from '../model/recording-session';
import { RECORDING_TEXTS } from '../config/messages';
import classes from './level-meter.module.css';

const TICK_MS = 250;

/** The recording's length so far, earlier takes included; paused stretches do not count. */
export function ElapsedTime({ session }: { session: RecordingSession | null }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = session?.elapsedSeconds() ?? 0;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {RECORDING_TEXTS.elapsed}
      </Text>
      <div className={classes.timer} data-testid="elapsed" data-seconds={seconds.toFixed(1)} role="timer" aria-live="off">
        {formatTimecode(seconds)}
      </div>
    </div>
  );
}
