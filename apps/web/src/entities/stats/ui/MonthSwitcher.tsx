import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { monthLabel, shiftMonth } from '../model/month';
import { STATS_TEXTS } from '../config/messages';

/** «‹ Ноябрь 2026 ›». */
export function MonthSwitcher({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={STATS_TEXTS.previousMonth} onClick={() => onChange(shiftMonth(month, -1))}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={500} miw={120} ta="center" aria-live="polite" data-testid="month-label">
        {monthLabel(month)}
      </Text>
      <ActionIcon variant="subtle" color="gray" aria-label={STATS_TEXTS.nextMonth} onClick={() => onChange(shiftMonth(month, 1))}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
