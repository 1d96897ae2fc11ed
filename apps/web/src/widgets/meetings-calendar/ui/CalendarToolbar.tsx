import { ActionIcon, Button, Group, Loader, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { MEETING_TEXTS } from '../../../shared/config';
import { CALENDAR_VIEWS, isCalendarView, type CalendarView } from '../model/calendar-view';

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
      <Group gap="sm" wrap="nowrap">
        <ActionIcon.Group>
          <ActionIcon variant="default" size="lg" aria-label={MEETING_TEXTS.previous[view]} title={MEETING_TEXTS.previous[view]} onClick={props.onPrevious}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={MEETING_TEXTS.next[view]} title={MEETING_TEXTS.next[view]} onClick={props.onNext}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </ActionIcon.Group>
        <Button variant="default" onClick={props.onToday} disabled={todayVisible}>
          {MEETING_TEXTS.today}
        </Button>
        <Title order={2} fz="xl" fw={600} aria-live="polite" data-testid="calendar-title">
          {title}
        </Title>
        {loading && <Loader size="xs" aria-hidden />}
      </Group>
      <SegmentedControl
        aria-label={MEETING_TEXTS.viewSwitch}
        value={view}
        onChange={(value) => isCalendarView(value) && props.onViewChange(value)}
        data={CALENDAR_VIEWS.map((value) => ({ value, label: MEETING_TEXTS.views[value] }))}
      />
    </Group>
  );
}
