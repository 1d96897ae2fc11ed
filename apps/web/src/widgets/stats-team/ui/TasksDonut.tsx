import { Box, Center, ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { TASK_STATUS_LABELS, TASK_STATUSES } from '@protocolist/contracts/enums';
import { TASK_CHART_COLORS, type TaskCounts } from '../../../entities/stats';
import { lazyChunk } from '../../../shared/ui';
import { TEAM_TEXTS } from '../config/messages';

const SIZE = 150;
// The chart library (~100 KB gzip) is not part of the first screen; it loads when there is a donut to draw, or
// in the background after the first screen (lazyChunk).
const TasksDonutChart = lazyChunk(() => import('./TasksDonutChart'));

/** The team's tasks by status as a donut with the total inside and a legend with the numbers. */
export function TasksDonut({ tasks }: { tasks: TaskCounts }) {
  const slices = TASK_STATUSES.map((status) => ({
    name: TASK_STATUS_LABELS[status],
    value: tasks[status],
    color: TASK_CHART_COLORS[status],
  }));
  const total = tasks.process + tasks.success + tasks.expired;
  return (
    <Group gap="lg" justify="center" wrap="nowrap" h="100%">
      <Box
        role="img"
        aria-label={TEAM_TEXTS.tasksSummary(tasks.process, tasks.success, tasks.expired)}
        data-testid="team-tasks-donut"
      >
        {total > 0 ? (
          <Suspense fallback={<Skeleton w={SIZE} h={SIZE} circle />}>
            <TasksDonutChart slices={slices} size={SIZE} total={total} />
          </Suspense>
        ) : (
          <Center w={SIZE} h={SIZE}>
            <Text c="dimmed" fz="sm" ta="center">
              {TEAM_TEXTS.noTasks}
            </Text>
          </Center>
        )}
      </Box>
      <Stack gap={6}>
        {slices.map((slice) => (
          <Group key={slice.name} gap={8} wrap="nowrap">
            <ColorSwatch color={slice.color} size={12} withShadow={false} />
            <Text fz="sm">
              {slice.name}: <b>{slice.value}</b>
            </Text>
          </Group>
        ))}
        <Text fz="xs" c="dimmed">
          {TEAM_TEXTS.tasksTotal(total)}
        </Text>
      </Stack>
    </Group>
  );
}
