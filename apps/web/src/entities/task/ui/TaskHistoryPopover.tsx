import { ActionIcon, Popover, Text, Timeline, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Task } from '@protocolist/contracts/tasks';
import { TASK_STATUS_COLORS } from '../model/status';
import { TASK_TEXTS } from '../config/messages';

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });

/** Who changed the task's status and when (PRODUCT.md §7). */
export function TaskHistoryPopover({ task }: { task: Task }) {
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={TASK_TEXTS.history} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={TASK_TEXTS.history}>
            <IconHistory size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} fz="sm" mb="xs">
          {TASK_TEXTS.history}
        </Text>
        {task.history.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {TASK_TEXTS.historyEmpty}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="task-history">
            {task.history.map((entry, index) => (
              <Timeline.Item key={index} color={TASK_STATUS_COLORS[entry.status]} title={entry.status_label}>
                <Text fz="xs" c="dimmed">
                  {entry.user?.full_name ?? TASK_TEXTS.system} · {dateTime.format(new Date(entry.created_at))}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
