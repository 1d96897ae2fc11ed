import type { DatesSetArg } from '@fullcalendar/core';
import { Box, Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconCalendarPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  draftFromSelection,
  useGetMeetingsQuery,
  visibleRange,
  type Meeting,
  type MeetingRange,
  type MeetingTimes,
} from '../../../entities/meeting';
import { FailureAlert, LoadingRows, queryFailure } from '../../../shared/ui';
import { useUrlState } from '../../../shared/lib';
import { addressOfPeriod, CALENDAR_ADDRESS, periodOfAddress, showsPeriod } from '../model/calendar-address';
import { baseCalendarOptions } from '../model/calendar-options';
import { isCalendarView, viewTitle, type CalendarView } from '../model/calendar-view';
import { meetingEvent, meetingOfEvent, meetingTooltip } from '../model/meeting-events';
import { useFullCalendar } from '../model/use-full-calendar';
import { useMeetingMove } from '../model/use-meeting-move';
import { useRovingDays } from '../model/use-roving-days';
import { CalendarToolbar } from './CalendarToolbar';
import { MeetingAgenda } from './MeetingAgenda';
import { MoveConfirmModal } from './MoveConfirmModal';
import { CALENDAR_TEXTS } from '../config/messages';
import './meetings-calendar.css';

interface MeetingsCalendarProps {
  /** A day or a time slot was clicked: a new meeting then. */
  onCreate: (draft: MeetingTimes) => void;
  onOpen: (meeting: Meeting) => void;
}

const PHONE_QUERY = '(max-width: 47.99em)';
/** History state of the entries the calendar adds as it moves. */
const FROM_CALENDAR = 'meetings-calendar';
const todayIso = () => dayjs().format('YYYY-MM-DD');

interface VisiblePeriod {
  range: MeetingRange;
  view: CalendarView;
  title: string;
  todayVisible: boolean;
  /** The first day shown (the day of the day view). */
  firstDay: Date;
}

function periodOf({ start, end, view }: DatesSetArg): VisiblePeriod {
  const type = isCalendarView(view.type) ? view.type : 'dayGridMonth';
  const now = new Date();
  return {
    range: visibleRange(start, end),
    view: type,
    title: viewTitle(type, view.currentStart, view.currentEnd),
    todayVisible: view.currentStart <= now && now < view.currentEnd,
    firstDay: view.currentStart,
  };
}

/** Nothing in the period: the month and week say how to plan; the day view offers to plan on that day. */
function EmptyPeriod({ view, onPlan }: { view: CalendarView; onPlan: () => void }) {
  const day = view === 'timeGridDay';
  return (
    <Group gap="xs" px="sm" py={6} bg="purple.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status" wrap="nowrap">
      <IconCalendarPlus size={18} color="var(--mantine-color-purple-7)" aria-hidden />
      <Text fz="sm" c="purple.9" data-testid="meetings-empty" style={{ flex: 1 }}>
        {day ? CALENDAR_TEXTS.emptyDay : CALENDAR_TEXTS.empty}
      </Text>
      {day && (
        <Button size="compact-sm" variant="light" onClick={onPlan}>
          {CALENDAR_TEXTS.planDay}
        </Button>
      )}
    </Group>
  );
}

/**
 * Month / week / day calendar of the secretary's meetings; only the visible range is fetched. The view and the
 * period live in the address: moving adds a history entry, Back and Forward move the calendar back.
 */
export function MeetingsCalendar({ onCreate, onOpen }: MeetingsCalendarProps) {
  const [address, setAddress] = useUrlState(CALENDAR_ADDRESS);
  const wanted = useMemo(() => periodOfAddress(address), [address]);
  const navigation = useNavigationType();
  const written = useLocation().state === FROM_CALENDAR;
  // The calendar's first period, and periods it is moved to by the address, correct the address in place.
  const followingAddress = useRef(true);
  const [period, setPeriod] = useState<VisiblePeriod | null>(null);
  const meetings = useGetMeetingsQuery(period?.range ?? skipToken);
  const list = meetings.currentData;
  const events = useMemo(() => (list ?? []).map((meeting) => meetingEvent(meeting)), [list]);
  const move = useMeetingMove();
  // Phones get the period's meetings as a list: a month grid is unreadable at 360 px.
  const agenda = useMediaQuery(PHONE_QUERY) ?? false;

  const { elementRef, calendarRef } = useFullCalendar(
    () => ({ ...baseCalendarOptions(wanted.view), ...(wanted.date ? { initialDate: wanted.date } : {}) }),
    {
      datesSet: (arg) => {
        const shown = periodOf(arg);
        setPeriod(shown);
        const next = addressOfPeriod(shown.view, arg.view.currentStart, shown.todayVisible);
        if (!followingAddress.current) {
          setAddress(next, { state: FROM_CALENDAR });
          return;
        }
        followingAddress.current = false;
        // Only a correction of the address followed (a date within the month); a later one may be on its way.
        if (showsPeriod(arg.view, wanted, todayIso())) setAddress(next, { replace: true, state: FROM_CALENDAR });
      },
      select: ({ start, end, allDay, view }) => {
        view.calendar.unselect();
        onCreate(draftFromSelection(start, end, allDay));
      },
      eventClick: ({ event, jsEvent }) => {
        jsEvent.preventDefault();
        onOpen(meetingOfEvent(event));
      },
      eventDrop: (change) => move.propose(change),
      eventResize: (change) => move.propose(change),
      // A day number opens that day's time grid, never FullCalendar's one-column day grid.
      openDay: (date) => calendarRef.current?.changeView('timeGridDay', date),
      eventDidMount: ({ event, el }) => {
        el.title = meetingTooltip(meetingOfEvent(event));
      },
    },
    events,
  );

  useRovingDays(elementRef, calendarRef, (date) => calendarRef.current?.changeView('timeGridDay', date));

  // Back, Forward or a link changed the address: the calendar follows. Addresses it wrote itself are passed
  // over: several quick moves (keys held down) would otherwise drag it back through each of them.
  useEffect(() => {
    const calendar = calendarRef.current;
    if (!calendar || (navigation !== 'POP' && written)) return;
    const today = todayIso();
    if (showsPeriod(calendar.view, wanted, today)) return;
    // Cleared by the datesSet this change brings (FullCalendar may report it after a tick).
    followingAddress.current = true;
    calendar.changeView(wanted.view, wanted.date ?? today);
  }, [wanted, navigation, written, calendarRef]);

  const empty = !!list && list.length === 0 && !meetings.isFetching;
  const calendar = () => calendarRef.current;

  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Stack gap="sm">
        <CalendarToolbar
          view={period?.view ?? 'dayGridMonth'}
          title={period?.title ?? ''}
          todayVisible={period?.todayVisible ?? true}
          loading={meetings.isFetching && !!list}
          onPrevious={() => calendar()?.prev()}
          onNext={() => calendar()?.next()}
          onToday={() => calendar()?.today()}
          onViewChange={(view) => calendar()?.changeView(view)}
        />
        {meetings.isError && (
          <FailureAlert {...queryFailure(meetings, CALENDAR_TEXTS.loadFailed)} />
        )}
        {empty && period && (
          <EmptyPeriod
            view={period.view}
            onPlan={() => onCreate(draftFromSelection(period.firstDay, dayjs(period.firstDay).add(1, 'day').toDate(), true))}
          />
        )}
        {agenda && (list ? <MeetingAgenda meetings={list} onOpen={onOpen} /> : !meetings.isError && <LoadingRows count={3} height={56} radius="md" />)}
        <Box pos="relative" className="meetings-calendar" hidden={agenda} role="region" aria-label={CALENDAR_TEXTS.calendar} aria-busy={meetings.isFetching}>
          <LoadingOverlay visible={meetings.isFetching && !list} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.5 }} />
          <div ref={elementRef} />
        </Box>
        <MoveConfirmModal pending={move.pending} onConfirm={(notify) => void move.confirm(notify)} onCancel={move.cancel} />
      </Stack>
    </Paper>
  );
}
