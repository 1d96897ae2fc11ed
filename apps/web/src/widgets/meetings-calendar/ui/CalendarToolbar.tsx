import { ActionIcon, Button, Group, Loader, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CALENDAR_VIEWS, isCalendarView, type CalendarView } from '../model/calendar-view';
import { CALENDAR_TEXTS } from '../config/messages';

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  todayVisible: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewChange: (view: CalendarView) => void;
}

export function CalendarToolbar(props: CalendarToolbarProps) {
  const { view, title, todayVisible, loading } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <ActionIcon.Group>
          <ActionIcon variant="default" size="lg" aria-label={CALENDAR_TEXTS.previous[view]} title={CALENDAR_TEXTS.previous[view]} onClick={props.onPrevious}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={CALENDAR_TEXTS.next[view]} title={CALENDAR_TEXTS.next[view]} onClick={props.onNext}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </ActionIcon.Group>
        <Button variant="default" onClick={props.onToday} disabled={todayVisible}>
          {CALENDAR_TEXTS.today}
        </Button>
        <Title order={2} fz="xl" fw={600} aria-live="polite" data-testid="calendar-title">
          {title}
        </Title>
        {loading && <Loader size="xs" aria-hidden />}
      </Group>
      <SegmentedControl
        aria-label={CALENDAR_TEXTS.viewSwitch}
        value={view}
        onChange={(value) => isCalendarView(value) && props.onViewChange(value)}
        data={CALENDAR_VIEWS.map((value) => ({ value, label: CALENDAR_TEXTS.views[value] }))}
      />
    </Group>
  );
}
