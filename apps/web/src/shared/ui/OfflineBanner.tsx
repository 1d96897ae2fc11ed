import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '../api/connection';
import { OFFLINE_TEXTS } from '../config/messages';

/** Shown while the server cannot be reached: what is typed stays in the browser and is saved on return. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={20} />}
      title={OFFLINE_TEXTS.title}
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      style={{ position: 'sticky', top: 60, zIndex: 150 }}
      mb="md"
    >
      {OFFLINE_TEXTS.text}
    </Alert>
  );
}
