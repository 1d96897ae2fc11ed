import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { meetingEnd, timeRange, type Meeting } from '../../../entities/meeting';
import { localIsoDate } from '../../../shared/lib';
import { agendaDays, agendaDayTitle } from '../model/agenda';
import { CALENDAR_TEXTS } from '../config/messages';
import classes from './meeting-agenda.module.css';

interface MeetingAgendaProps {
  meetings: readonly Meeting[];
  onOpen: (meeting: Meeting) => void;
}

/** The calendar on a phone: the visible period's meetings as a list by day (a month grid does not fit there). */
export function MeetingAgenda({ meetings, onOpen }: MeetingAgendaProps) {
  const today = localIsoDate();
  const now = new Date();
  return (
    <Stack gap="md" data-testid="meeting-agenda" aria-label={CALENDAR_TEXTS.agenda} role="region">
      {agendaDays(meetings).map((day) => (
        <Stack key={day.date} gap={6} component="section" aria-label={agendaDayTitle(day.date)}>
          <Group gap="xs">
            <Text fz="sm" fw={700} c={day.date === today ? 'purple.8' : 'gray.8'}>
              {agendaDayTitle(day.date)}
            </Text>
            {day.date === today && (
              <Badge size="sm" variant="light">
                {CALENDAR_TEXTS.today}
              </Badge>
            )}
          </Group>
          {day.meetings.map((meeting) => (
            <UnstyledButton
              key={meeting.id}
              className={classes.item}
              data-protocol={meeting.protocol_id ? true : undefined}
              data-past={new Date(meetingEnd(meeting)) < now || undefined}
              onClick={() => onOpen(meeting)}
              data-testid="agenda-meeting"
            >
              <Text fz="sm" fw={600} c="purple.9" className={classes.time}>
                {timeRange(meeting)}
              </Text>
              <Stack gap={2} miw={0}>
                <Text fz="sm" fw={500} className={classes.theme}>
                  {meeting.theme}
                </Text>
                {meeting.protocol_id && (
                  <Group gap={4} c="teal.8">
                    <IconFileText size={14} aria-hidden />
                    <Text fz="xs">{CALENDAR_TEXTS.hasProtocol}</Text>
                  </Group>
                )}
              </Stack>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
