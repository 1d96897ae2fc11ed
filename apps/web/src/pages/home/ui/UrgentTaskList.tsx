import { Badge, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { protocolNumberLabel } from '../../../entities/protocol';
import { isoDay, StatsPanel, urgentTasks, useGetMyTasksQuery, type UrgentTask } from '../../../entities/stats';
import { protocolPath } from '../../../shared/config';
import { EmptyState, FailureAlert, LoadingRows, queryFailure } from '../../../shared/ui';
import { DUE_TASKS_TEXTS } from '../config/messages';
import classes from './home.module.css';

const SHOWN = 6;
/** Overdue ones are few; tasks in work come nearest deadline first, so the first page holds the urgent ones. */
const EXPIRED_LIMIT = 20;
const PROCESS_LIMIT = 50;

function urgencyLabel(item: UrgentTask): { text: string; color: string } {
  if (item.overdue) return { text: item.days > 0 ? DUE_TASKS_TEXTS.overdueBy(item.days) : DUE_TASKS_TEXTS.overdue, color: 'red' };
  if (item.days === 0) return { text: DUE_TASKS_TEXTS.dueToday, color: 'orange' };
  if (item.days === 1) return { text: DUE_TASKS_TEXTS.dueTomorrow, color: 'yellow' };
  return { text: DUE_TASKS_TEXTS.dueIn(item.days), color: 'blue' };
}

function UrgentTaskItem({ item }: { item: UrgentTask }) {
  const { task } = item;
  const urgency = urgencyLabel(item);
  return (
    <Link to={protocolPath(task.protocol.id)} className={classes.item} data-testid="urgent-task" data-overdue={item.overdue}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fz="sm" fw={500} lineClamp={2}>
            {task.essence}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            {protocolNumberLabel(task.protocol.protocol_number)} «{task.protocol.theme}» ·{' '}
            {task.responsible?.full_name ?? DUE_TASKS_TEXTS.noResponsible}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={urgency.color} variant="light" radius="sm">
            {urgency.text}
          </Badge>
          <Text fz="xs" c="dimmed">
            {dayjs(task.deadline).format('DD.MM.YYYY')}
          </Text>
        </Stack>
      </Group>
    </Link>
  );
}

/** Overdue tasks and those due within three days; a task opens its protocol. */
export function UrgentTaskList() {
  const expired = useGetMyTasksQuery({ status: 'expired', limit: EXPIRED_LIMIT }, { refetchOnMountOrArgChange: 30 });
  const inWork = useGetMyTasksQuery({ status: 'process', limit: PROCESS_LIMIT }, { refetchOnMountOrArgChange: 30 });
  // Both lists make the one panel: «Повторить» loads again whichever failed.
  const failed = [expired, inWork].filter((query) => query.isError);
  const items =
    expired.data && inWork.data ? urgentTasks([...expired.data.data, ...inWork.data.data], isoDay()) : null;
  // Overdue tasks beyond the first page are still overdue: count them in «ещё».
  const hiddenExpired = expired.data ? expired.data.meta.total - expired.data.data.length : 0;
  const more = items ? Math.max(0, items.length - SHOWN) + hiddenExpired : 0;

  return (
    <StatsPanel title={DUE_TASKS_TEXTS.title} hint={DUE_TASKS_TEXTS.hint} testId="urgent-tasks">
      {failed.length > 0 ? (
        <FailureAlert
          {...queryFailure({ error: failed[0]!.error, refetch: () => failed.forEach((query) => void query.refetch()) }, DUE_TASKS_TEXTS.loadFailed)}
        />
      ) : !items ? (
        <LoadingRows height={44} />
      ) : items.length === 0 ? (
        <EmptyState text={DUE_TASKS_TEXTS.empty} />
      ) : (
        <Stack gap={2}>
          {items.slice(0, SHOWN).map((item) => (
            <UrgentTaskItem key={item.task.id} item={item} />
          ))}
          {more > 0 && (
            <Text fz="xs" c="dimmed" mt={4}>
              {DUE_TASKS_TEXTS.more(more)}
            </Text>
          )}
        </Stack>
      )}
    </StatsPanel>
  );
}
