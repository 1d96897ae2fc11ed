import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { COMMON, MEETING_TEXTS } from '../../../shared/config';
import { CalendarFeedPanel } from './CalendarFeedPanel';

/** «Подписка на календарь»: opens the feed panel in a modal. */
export function CalendarFeedButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarShare size={18} />} onClick={open}>
        {MEETING_TEXTS.feed.button}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={MEETING_TEXTS.feed.title}
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
