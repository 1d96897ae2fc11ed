import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { timeRange, type Meeting } from '../../../entities/meeting';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

/** A warning, not an error: overlapping meetings may be intended (PRODUCT.md §6). */
export function OverlapAlert({ meetings }: { meetings: Meeting[] }) {
  if (meetings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={MEETING_EDITOR_TEXTS.overlapTitle}
      icon={<IconAlertTriangle size={18} />}
      data-testid="overlap-alert"
    >
      <Text fz="sm" mb={4}>
        {MEETING_EDITOR_TEXTS.overlapText}
      </Text>
      <List size="sm" spacing={2}>
        {meetings.map((meeting) => (
          <List.Item key={meeting.id}>
            <Text span fw={600} fz="sm">
              {timeRange(meeting)}
            </Text>{' '}
            {meeting.theme}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
