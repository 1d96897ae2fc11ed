import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { timeRange, type MeetingTimes } from '../../../entities/meeting';
import { COMMON } from '../../../shared/config';
import type { PendingMove } from '../model/use-meeting-move';
import { CALENDAR_TEXTS } from '../config/messages';

const whenOf = (times: MeetingTimes) => `${dayjs(times.event_date).format('dd, D MMMM YYYY')}, ${timeRange(times)}`;

interface MoveConfirmModalProps {
  pending: PendingMove | null;
  onConfirm: (notify: boolean) => void;
  onCancel: () => void;
}

/** The question after a drag: old → new, and whether the members are mailed; closing it puts the meeting back. */
export function MoveConfirmModal({ pending, onConfirm, onCancel }: MoveConfirmModalProps) {
  return (
    <Modal opened={pending !== null} onClose={onCancel} title={CALENDAR_TEXTS.moveTitle} centered size="lg">
      {pending && (
        <Stack gap="md">
          <Text fw={600}>«{pending.meeting.theme}»</Text>
          <Table withRowBorders={false} verticalSpacing={4} data-testid="move-change">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td c="dimmed" w={80}>
                  {CALENDAR_TEXTS.moveFrom}
                </Table.Td>
                <Table.Td td="line-through" c="dimmed">
                  {whenOf(pending.from)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td c="dimmed">
                  <Group gap={4} wrap="nowrap">
                    {CALENDAR_TEXTS.moveTo}
                    <IconArrowRight size={14} aria-hidden />
                  </Group>
                </Table.Td>
                <Table.Td fw={600}>{whenOf(pending.to)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fz="sm" c="dimmed">
            {pending.notifiable > 0 ? CALENDAR_TEXTS.moveNotifiable(pending.notifiable) : CALENDAR_TEXTS.moveNobody}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {COMMON.cancel}
            </Button>
            {pending.notifiable > 0 ? (
              <>
                <Button variant="light" onClick={() => onConfirm(false)}>
                  {CALENDAR_TEXTS.moveQuietly}
                </Button>
                <Button onClick={() => onConfirm(true)} data-autofocus>
                  {CALENDAR_TEXTS.moveAndNotify}
                </Button>
              </>
            ) : (
              <Button onClick={() => onConfirm(false)} data-autofocus>
                {CALENDAR_TEXTS.moveOnly}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
