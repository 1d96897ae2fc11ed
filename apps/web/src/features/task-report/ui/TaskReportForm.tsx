import { Alert, Button, FileInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPaperclip } from '@tabler/icons-react';
import { REPORT_COMMENT_MAX_LENGTH, REPORT_FILE_MAX_BYTES, REPORT_FILE_TYPES, type ReportKind } from '@protocolist/contracts/task-reports';
import { useState, type FormEvent } from 'react';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { parseDateRu } from '../../../shared/lib';
import { useSendTaskReportMutation } from '../api/task-report-api';
import { TASK_REPORT_TEXTS as T } from '../config/messages';

const ACCEPT = Object.keys(REPORT_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** «Выполнено» with a comment and a file, or «Нужен перенос срока» with the date proposed. */
export function TaskReportForm({ token, minDeadline }: { token: string; minDeadline: string }) {
  const [kind, setKind] = useState<ReportKind>('done');
  const [comment, setComment] = useState('');
  const [deadline, setDeadline] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [send, { isLoading, error, reset }] = useSendTaskReportMutation();
  const fieldErrors = error ? serverFieldErrors(error) : {};
  const fileTooLarge = !!file && file.size > REPORT_FILE_MAX_BYTES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fileTooLarge) return;
    void send({
      token,
      kind,
      comment,
      ...(kind === 'postpone' && deadline ? { proposed_deadline: deadline } : {}),
      file: kind === 'done' ? file : null,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={T.choose}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={kind}
          onChange={(value) => {
            setKind(value as ReportKind);
            reset();
          }}
          data={[
            { value: 'done', label: T.done },
            { value: 'postpone', label: T.postpone },
          ]}
          aria-label={T.choose}
        />
        {kind === 'postpone' && (
          <DateInput
            label={T.proposedDeadline}
            required
            valueFormat="DD.MM.YYYY"
            dateParser={parseDateRu}
            placeholder="ДД.ММ.ГГГГ"
            minDate={minDeadline}
            value={deadline}
            onChange={setDeadline}
            error={fieldErrors.proposed_deadline}
          />
        )}
        <Textarea
          label={kind === 'done' ? T.commentDone : T.commentPostpone}
          autosize
          minRows={3}
          maxLength={REPORT_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={fieldErrors.comment}
        />
        {kind === 'done' && (
          <FileInput
            label={T.file}
            description={T.fileHint}
            accept={ACCEPT}
            clearable
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={setFile}
            error={fileTooLarge ? T.fileTooLarge : fieldErrors.file}
          />
        )}
        {error && Object.keys(fieldErrors).length === 0 && (
          <Alert color="red" title={T.sendFailed} role="alert">
            {describeError(error)}
          </Alert>
        )}
        <Button type="submit" loading={isLoading} disabled={fileTooLarge}>
          {isLoading ? T.submitting : T.submit}
        </Button>
      </Stack>
    </form>
  );
}
