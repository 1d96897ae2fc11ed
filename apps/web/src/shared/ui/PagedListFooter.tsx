import { Group, Pagination, Text } from '@mantine/core';
import { COMMON, PAGINATION_LABELS } from '../config/messages';

interface PagedListFooterProps {
  /** The paged response's `meta`. */
  meta: { total: number; last_page: number };
  page: number;
  onPageChange: (page: number) => void;
}

/** «Всего: N» and the page switcher (only when there is more than one page). */
export function PagedListFooter({ meta, page, onPageChange }: PagedListFooterProps) {
  return (
    <Group justify="space-between">
      <Text fz="sm" c="dimmed">
        {COMMON.total(meta.total)}
      </Text>
      {meta.last_page > 1 && (
        <Pagination
          total={meta.last_page}
          value={Math.min(page, meta.last_page)}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
        />
      )}
    </Group>
  );
}
