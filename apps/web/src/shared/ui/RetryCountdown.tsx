import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/save-retry';
import { COMMON } from '../config/messages';

/** «Следующая попытка через N с», counting down each second. Give it `key={at}` so a new time starts afresh. */
export function RetryCountdown({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text fz="xs" c="dimmed" data-testid="retry-countdown">
      {COMMON.nextTry(secondsUntil(at, now))}
    </Text>
  );
}
