import { Anchor, Box, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPaperclip } from '@tabler/icons-react';
import { REPORT_COMMENT_MAX_LENGTH } from '@protocolist/contracts/task-reports';
import type { Task } from '@protocolist/contracts/tasks';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { formatDateRu } from '../../../shared/lib';
import { runWithToast } from '../../../shared/ui';
import { useAcceptTaskReportMutation, useDownloadTaskReportFileMutation, useReturnTaskReportMutation } from '../api/report-review-api';
import { REPORT_REVIEW_TEXTS as T } from '../config/messages';

/** The report of the person responsible waiting on a task: what they say, «Принять» and «Вернуть» (with a comment). */
export function TaskReportReview({ task, protocolId }: { task: Pick<Task, 'id' | 'report'>; protocolId: number }) {
  const report = task.report;
  const [accept, acceptState] = useAcceptTaskReportMutation();
  const [giveBack, returnState] = useReturnTaskReportMutation();
  const [download] = useDownloadTaskReportFileMutation();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  if (!report) return null;
  const ref = { taskId: task.id, protocolId };
  const commentError = returnState.error ? serverFieldErrors(returnState.error).comment : undefined;

  const submitReturn = (event: FormEvent) => {
    event.preventDefault();
    void runWithToast({
      run: () => giveBack({ ...ref, comment }).unwrap(),
      done: T.returned,
      failure: T.failed,
      onDone: () => {
        setReturning(false);
        setComment('');
      },
    });
  };

  return (
    <Box mt="xs" p="sm" bg="violet.0" style={{ borderRadius: 8 }} data-testid="task-report">
      <Stack gap={6}>
        <Text fz="xs" fw={600} c="violet.8">
          {T.title}: {report.kind_label}
        </Text>
        {report.proposed_deadline && (
          <Text fz="sm">
            {T.proposed} <strong>{formatDateRu(report.proposed_deadline)}</strong>
          </Text>
        )}
        {report.comment && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.comment}
          </Text>
        )}
        {report.file && (
          <Group gap={4}>
            <IconPaperclip size={14} />
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() =>
                void runWithToast({
                  run: () => download({ taskId: task.id, reportId: report.id, name: report.file!.name }).unwrap(),
                  failure: T.downloadFailed,
                })
              }
            >
              {report.file.name}
            </Anchor>
          </Group>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} />}
            loading={acceptState.isLoading}
            onClick={() => void runWithToast({ run: () => accept(ref).unwrap(), done: T.accepted, failure: T.failed })}
          >
            {report.kind === 'done' ? T.acceptDone : T.acceptPostpone}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} onClick={() => setReturning(true)}>
            {T.return}
          </Button>
        </Group>
      </Stack>
      <Modal opened={returning} onClose={() => setReturning(false)} title={T.returnTitle} centered>
        <form onSubmit={submitReturn}>
          <Stack gap="sm">
            <Text fz="sm">{T.returnText}</Text>
            <Textarea
              label={T.returnComment}
              required
              autosize
              minRows={3}
              maxLength={REPORT_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              error={commentError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReturning(false)}>
                {COMMON.cancel}
              </Button>
              <Button type="submit" loading={returnState.isLoading} disabled={!comment.trim()}>
                {T.returnSubmit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Box>
  );
}
