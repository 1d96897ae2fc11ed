import { Box, Center, Indicator } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  monthGridRange,
  monthLabel,
  monthOf,
  STATS_TEXTS,
  StatsPanel,
  useGetMeetingMarkersQuery,
  type SecretaryMeetingMarker,
} from '../../../entities/stats';
import { meetingsDayPath } from '../../../shared/config';
import { FailureAlert, queryFailure } from '../../../shared/ui';
import { urlParam, useUrlState } from '../../../shared/lib';
import { STATS_CALENDAR_TEXTS } from '../config/messages';

/** The month shown, kept in the address (issue 15): ?calendarMonth=2026-10; absent, the current month. */
const CALENDAR_STATE = { calendarMonth: urlParam.month() };

function countByDate(markers: readonly SecretaryMeetingMarker[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const marker of markers ?? []) counts.set(marker.event_date, (counts.get(marker.event_date) ?? 0) + 1);
  return counts;
}

/** The signed-in secretary's month with a marker on each day that has meetings; a day opens the meetings page. */
export function MeetingMarkersCalendar() {
  const navigate = useNavigate();
  const [{ calendarMonth }, setCalendar] = useUrlState(CALENDAR_STATE);
  const current = monthOf(new Date());
  const month = calendarMonth ?? current;
  const showMonth = (next: string) => setCalendar({ calendarMonth: next === current ? null : next });
  const markers = useGetMeetingMarkersQuery(monthGridRange(month), { refetchOnMountOrArgChange: 30 });
  const counts = useMemo(() => countByDate(markers.data), [markers.data]);

  return (
    <StatsPanel title={STATS_CALENDAR_TEXTS.title} hint={STATS_CALENDAR_TEXTS.hint} testId="meeting-calendar">
      {markers.isError && <FailureAlert {...queryFailure(markers, STATS_TEXTS.loadFailed)} />}
      <Center>
        <Calendar
          date={`${month}-01`}
          onDateChange={(date) => showMonth(monthOf(date))}
          maxLevel="month"
          size="md"
          highlightToday
          monthLabelFormat={(date) => monthLabel(monthOf(date))}
          previousLabel={STATS_TEXTS.previousMonth}
          nextLabel={STATS_TEXTS.nextMonth}
          ariaLabels={{ previousMonth: STATS_TEXTS.previousMonth, nextMonth: STATS_TEXTS.nextMonth }}
          getDayAriaLabel={(date) => STATS_CALENDAR_TEXTS.day(dayjs(date).format('D MMMM YYYY'), counts.get(date) ?? 0)}
          getDayProps={(date) => ({
            onClick: () => navigate(meetingsDayPath(date)),
            'data-date': date,
            'data-meetings': counts.get(date) ?? 0,
          })}
          renderDay={(date) => {
            const count = counts.get(date) ?? 0;
            return (
              <Indicator
                size={count > 1 ? 15 : 7}
                label={count > 1 ? count : undefined}
                disabled={count === 0}
                offset={-4}
                color="purple.7"
                zIndex={1}
              >
                <Box component="span" fw={count > 0 ? 700 : undefined}>
                  {dayjs(date).date()}
                </Box>
              </Indicator>
            );
          }}
        />
      </Center>
    </StatsPanel>
  );
}
