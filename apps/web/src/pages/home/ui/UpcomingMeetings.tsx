import { Anchor, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconMapPin, IconMicrophone, IconPlus, IconVideo } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { timeRange, useGetMeetingsQuery, type Meeting } from '../../../entities/meeting';
import { isoDay, StatsPanel } from '../../../entities/stats';
import { mainPath, meetingsDayPath, newRecordingPath } from '../../../shared/config';
import { FailureAlert, LoadingRows, queryFailure } from '../../../shared/ui';
import { agendaDays, isOver, webAddress, type AgendaDay } from '../model/agenda';
import { AGENDA_TEXTS, RECORD_TEXTS } from '../config/messages';

/** The meeting dialog's code loads only when asked for (the home page is the secretary's first screen). */
const MeetingCreator = lazy(() => import('./MeetingCreator').then((m) => ({ default: m.MeetingCreator })));

/** Today and the next seven days. */
const AHEAD_DAYS = 7;

function MeetingPlace({ meeting }: { meeting: Meeting }) {
  const url = webAddress(meeting.link);
  if (url) {
    return (
      <Anchor href={url.href} target="_blank" rel="noopener noreferrer" fz="xs" aria-label={AGENDA_TEXTS.openLink(meeting.theme)}>
        <Group gap={4} wrap="nowrap">
          <IconVideo size={14} aria-hidden="true" />
          <span>{url.host}</span>
        </Group>
      </Anchor>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconMapPin size={14} aria-hidden="true" />
      <Text fz="xs" c="dimmed" truncate="end" title={meeting.link?.trim() || undefined}>
        {meeting.link?.trim() || AGENDA_TEXTS.placeNotSet}
      </Text>
    </Group>
  );
}

function MeetingItem({ meeting, past, recordable }: { meeting: Meeting; past: boolean; recordable: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" opacity={past ? 0.6 : 1} data-testid="agenda-meeting">
      <Text fz="sm" fw={600} style={{ flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {timeRange(meeting)}
      </Text>
      <Stack gap={2} miw={0} flex={1} style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={meetingsDayPath(meeting.event_date)} fz="sm" fw={500} c="dark">
          {meeting.theme}
        </Anchor>
        <MeetingPlace meeting={meeting} />
        {recordable && !meeting.protocol_id && (
          <Button
            component={Link}
            to={newRecordingPath(meeting.id)}
            variant="subtle"
            color="red"
            size="compact-sm"
            w="fit-content"
            px={4}
            leftSection={<IconMicrophone size={16} />}
            aria-label={RECORD_TEXTS.recordMeeting(meeting.theme)}
          >
            {RECORD_TEXTS.recordShort}
          </Button>
        )}
      </Stack>
    </Group>
  );
}

function DaySection({ day, isToday }: { day: AgendaDay; isToday: boolean }) {
  return (
    <Stack gap={6} component="section" aria-label={day.title} data-testid={isToday ? 'agenda-today' : 'agenda-day'}>
      <Text fz="xs" fw={700} c={isToday ? 'purple.8' : 'dimmed'} tt="uppercase">
        {day.title}
      </Text>
      {day.meetings.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {AGENDA_TEXTS.todayEmpty}
        </Text>
      ) : (
        day.meetings.map((meeting) => (
          <MeetingItem key={meeting.id} meeting={meeting} past={isToday && isOver(meeting)} recordable={isToday && !isOver(meeting)} />
        ))
      )}
    </Stack>
  );
}

/** Today's meetings and those of the next seven days; a meeting opens its day on the meetings page. */
export function UpcomingMeetings() {
  const today = isoDay();
  const meetings = useGetMeetingsQuery(
    { start_date_at: today, end_date_at: isoDay(AHEAD_DAYS) },
    { refetchOnMountOrArgChange: 30 },
  );
  const agenda = meetings.data ? agendaDays(meetings.data, today) : null;
  // Each click opens a fresh dialog.
  const [creating, setCreating] = useState(0);
  const empty = !!agenda && agenda.today.meetings.length === 0 && agenda.later.length === 0;

  return (
    <StatsPanel
      title={AGENDA_TEXTS.title}
      actions={
        <Anchor component={Link} to={mainPath('meetings')} fz="sm">
          {AGENDA_TEXTS.openCalendar}
        </Anchor>
      }
      testId="upcoming-meetings"
    >
      {meetings.isError ? (
        <FailureAlert {...queryFailure(meetings, AGENDA_TEXTS.loadFailed)} />
      ) : !agenda ? (
        <LoadingRows height={36} />
      ) : (
        // Scrolls down only: a place cut with «…» must not widen the list past the panel (a sideways scroll on phones).
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars="y" scrollbars="y" styles={{ content: { display: 'block', minWidth: 0 } }}>
          <Stack gap="md">
            <DaySection day={agenda.today} isToday />
            {agenda.later.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {AGENDA_TEXTS.weekEmpty}
              </Text>
            ) : (
              agenda.later.map((day) => <DaySection key={day.date} day={day} isToday={false} />)
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {empty && (
        <Button variant="light" mt="md" leftSection={<IconPlus size={18} />} onClick={() => setCreating((count) => count + 1)}>
          {AGENDA_TEXTS.createMeeting}
        </Button>
      )}
      {creating > 0 && (
        <Suspense fallback={null}>
          <MeetingCreator key={creating} />
        </Suspense>
      )}
    </StatsPanel>
  );
}
