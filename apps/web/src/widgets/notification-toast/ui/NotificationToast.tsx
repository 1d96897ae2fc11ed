import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { NOTIFICATION_AUTO_HIDE_MS } from '@protocolist/contracts/constants';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { hideNotification, selectNotification } from '../../../entities/notification';
import { protocolPath } from '../../../shared/config';
import { useAppDispatch } from '../../../shared/lib';
import { NOTIFICATION_TEXTS } from '../config/messages';

let toastCount = 0;

/**
 * Seed §2 toast: shows the notification slice's message in the one toast stack (top right, under the header,
 * with every other toast — never on top of another); a click opens the protocol it is about (when there is one)
 * and dismisses it; it also goes away by itself after 10 s.
 */
export function NotificationToast() {
  const { message, isVisible, protocolId } = useSelector(selectNotification);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });

  const shown = useRef<string | null>(null);

  useEffect(() => {
    // The toast on screen is replaced by the next message; only the current one's closing hides the slice.
    const previous = shown.current;
    shown.current = null;
    if (previous) notifications.hide(previous);
    if (!isVisible) return;
    toastCount += 1;
    const id = `protocol-event-${toastCount}`;
    shown.current = id;
    const open = () => {
      if (protocolId !== null) void navigateRef.current(protocolPath(protocolId));
      notifications.hide(id);
    };
    notifications.show({
      id,
      icon: <IconBell size={18} />,
      color: 'purple',
      autoClose: NOTIFICATION_AUTO_HIDE_MS,
      onClose: () => {
        if (shown.current !== id) return;
        shown.current = null;
        dispatch(hideNotification());
      },
      message: (
        <>
          <Text fz="sm" fw={500} c="dark">
            {message}
          </Text>
          {protocolId !== null && (
            <Text fz="xs" c="dimmed">
              {NOTIFICATION_TEXTS.openProtocol}
            </Text>
          )}
        </>
      ),
      style: { cursor: 'pointer' },
      onClick: open,
      role: 'status',
      'aria-live': 'polite',
      'data-testid': 'toast',
    } as Parameters<typeof notifications.show>[0]);
  }, [isVisible, message, protocolId, dispatch]);

  return null;
}
