import { Alert, Anchor, Badge, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { addressName } from '@protocolist/contracts/person-name';
import type { PublicTaskReportPage } from '@protocolist/contracts/task-reports';
import { useState, type ReactNode } from 'react';
import { TaskStatusBadge } from '../../../entities/task';
import { formatDateRu } from '../../../shared/lib';
import { TASK_REPORT_TEXTS as T } from '../config/messages';
import { TaskReportForm } from './TaskReportForm';

function SentReport({ page }: { page: PublicTaskReportPage }) {
  const report = page.report!;
  const hint = report.state === 'pending' ? T.pendingHint : report.state === 'returned' ? T.returnedHint : T.closedHint;
  return (
    <Card withBorder radius="md" padding="md" data-testid="sent-report">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{T.reportTitle}: {report.kind_label}</Text>
          <Badge color={report.state === 'accepted' ? 'green' : report.state === 'returned' ? 'orange' : 'purple'} variant="light">
            {report.state_label}
          </Badge>
        </Group>
        {report.proposed_deadline && (
          <Text fz="sm">
            {T.proposed}: {formatDateRu(report.proposed_deadline)}
          </Text>
        )}
        {report.comment && <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{report.comment}</Text>}
        {report.file && <Text fz="sm" c="dimmed">{report.file.name}</Text>}
        {report.decision_comment && (
          <Text fz="sm">
            {T.secretaryComment}: {report.decision_comment}
          </Text>
        )}
        <Text fz="sm" c="dimmed">{hint}</Text>
      </Stack>
    </Card>
  );
}

interface TaskReportViewProps {
  token: string;
  page: PublicTaskReportPage;
  /** The protocol's extract, drawn by the page (the document's look belongs to the documents feature). */
  extract: ReactNode;
}

/** The task, its extract (folded), and the report form or the state of the report already sent. */
export function TaskReportView({ token, page, extract }: TaskReportViewProps) {
  const [extractOpen, setExtractOpen] = useState(false);
  const { task } = page;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" fz="sm">{T.greeting(addressName(page.responsible_name))}</Text>
        <Text fz="sm">{T.protocol(task.protocol.protocol_number, task.protocol.theme, formatDateRu(task.protocol.event_date))}</Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Text style={{ whiteSpace: 'pre-wrap' }} fw={500}>{task.essence}</Text>
          <Group gap="lg" wrap="wrap">
            <Group gap={6}>
              <IconClock size={16} />
              <Text fz="sm">
                {T.deadline}: <strong>{formatDateRu(task.deadline)}</strong>
              </Text>
            </Group>
            <TaskStatusBadge status={task.status} />
          </Group>
          {task.secretary_name && (
            <Text fz="sm" c="dimmed">
              {T.secretary}: {task.secretary_name}
            </Text>
          )}
          <Anchor component="button" type="button" fz="sm" onClick={() => setExtractOpen((open) => !open)} aria-expanded={extractOpen}>
            {extractOpen ? T.hideExtract : T.showExtract}
          </Anchor>
          <Collapse in={extractOpen}>{extractOpen && extract}</Collapse>
        </Stack>
      </Card>
      {page.report && <SentReport page={page} />}
      {page.can_report ? (
        <TaskReportForm token={token} minDeadline={page.min_proposed_deadline} />
      ) : (
        task.status === 'success' && (
          <Alert color="green" icon={<IconCheck size={18} />}>
            {T.taskDone}
          </Alert>
        )
      )}
    </Stack>
  );
}
