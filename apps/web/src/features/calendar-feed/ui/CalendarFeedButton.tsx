import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { COMMON } from '../../../shared/config';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { CALENDAR_FEED_TEXTS } from '../config/messages';

/** «Подписка на календарь»: opens the feed panel in a modal. */
export function CalendarFeedButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarShare size={18} />} onClick={open}>
        {CALENDAR_FEED_TEXTS.button}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={CALENDAR_FEED_TEXTS.title}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': COMMON.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <CalendarFeedPanel />
      </Modal>
    </>
  );
}
