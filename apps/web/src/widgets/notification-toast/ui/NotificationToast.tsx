import { CloseButton, Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NOTIFICATION_AUTO_HIDE_MS } from '@protocolist/contracts/constants';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { hideNotification, selectNotification } from '../../../entities/notification';
import { COMMON, protocolPath } from '../../../shared/config';
import { useAppDispatch } from '../../../shared/lib';
import { NOTIFICATION_TEXTS } from '../config/messages';

/**
 * Seed §2 toast: top right, shows the notification slice's message; a click opens the protocol it is about
 * (when there is one) and dismisses it; it also goes away by itself after 10 s.
 */
export function NotificationToast() {
  const { message, isVisible, protocolId } = useSelector(selectNotification);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isVisible) return undefined;
    const timer = window.setTimeout(() => dispatch(hideNotification()), NOTIFICATION_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [isVisible, message, protocolId, dispatch]);

  if (!isVisible) return null;

  const open = () => {
    if (protocolId !== null) navigate(protocolPath(protocolId));
    dispatch(hideNotification());
  };

  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="toast"
      shadow="lg"
      radius="md"
      withBorder
      p="sm"
      pos="fixed"
      top={16}
      right={16}
      w={360}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 1000, cursor: 'pointer' }}
      onClick={open}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconBell size={18} />
        </ThemeIcon>
        <UnstyledButton style={{ flex: 1 }}>
          <Text fz="sm" fw={500}>
            {message}
          </Text>
          {protocolId !== null && (
            <Text fz="xs" c="dimmed">
              {NOTIFICATION_TEXTS.openProtocol}
            </Text>
          )}
        </UnstyledButton>
        <CloseButton size="sm" aria-label={COMMON.close} 
          onClick={(event) => {
            event.stopPropagation();
            dispatch(hideNotification());
          }}
        />
      </Group>
    </Paper>
  );
}
