import { Button, Menu } from '@mantine/core';
import { IconCalendarDue, IconCalendarShare, IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExportFormat } from '@protocolist/contracts/assignments';
import { useDownloadAssignmentsMutation, useGetAssignmentFiltersQuery, type AssignmentQuery } from '../../../entities/assignment';
import { DEADLINE_FEED_TEXTS, DeadlineFeedModal } from '../../../features/deadline-feed';
import { runWithToast } from '../../../shared/ui';
import { ASSIGNMENT_TEXTS } from '../config/messages';

/**
 * The filtered rows as a file; the calendar of deadlines is one person's (a file, or a subscription a calendar app
 * keeps up to date), so both wait for the person filter.
 */
export function ExportMenu({ query }: { query: AssignmentQuery }) {
  const [download, { isLoading }] = useDownloadAssignmentsMutation();
  const options = useGetAssignmentFiltersQuery();
  const [feedOf, setFeedOf] = useState<{ id: number; full_name: string } | null>(null);
  const person = options.data?.people.find((candidate) => candidate.id === query.person) ?? null;
  const save = (format: ExportFormat) =>
    void runWithToast({ run: () => download({ query, format }).unwrap(), failure: ASSIGNMENT_TEXTS.exportFailed });
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={18} />} loading={isLoading}>
            {ASSIGNMENT_TEXTS.exportLabel}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => save('xlsx')}>
            {ASSIGNMENT_TEXTS.exportXlsx}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => save('csv')}>
            {ASSIGNMENT_TEXTS.exportCsv}
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarDue size={16} />} disabled={!query.person} onClick={() => save('ics')}>
            {ASSIGNMENT_TEXTS.exportIcs}
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarShare size={16} />} disabled={!person} onClick={() => setFeedOf(person)}>
            {DEADLINE_FEED_TEXTS.menuItem}
          </Menu.Item>
          {!query.person && <Menu.Label>{ASSIGNMENT_TEXTS.exportIcsHint}</Menu.Label>}
        </Menu.Dropdown>
      </Menu>
      <DeadlineFeedModal person={feedOf} onClose={() => setFeedOf(null)} />
    </>
  );
}
