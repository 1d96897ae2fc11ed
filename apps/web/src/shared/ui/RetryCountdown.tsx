import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/save-retry';
import { COMMON } from '../config/messages';

/** «Следующая попытка через N с», counting down each second to `at`; nothing while no try is planned. */
export function RetryCountdown({ at }: { at: number | null }) {
  // Keyed by the time: a new one starts its count afresh.
  return at === null ? null : <Countdown key={at} at={at} />;
}

function Countdown({ at }: { at: number }) {
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
