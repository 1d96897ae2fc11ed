import { IconLinkOff } from '@tabler/icons-react';
import type { Task } from '@protocolist/contracts/tasks';
import { confirmAction, IconAction } from '../../../shared/ui';
import { useRevokeReportLinkMutation } from '../api/report-review-api';
import { REPORT_REVIEW_TEXTS as T } from '../config/messages';

/** A leaked report link stopped without mailing a new one (asked first); shown only while a link is open. */
export function RevokeReportLinkButton({ task, protocolId }: { task: Task; protocolId: number }) {
  const [revoke, revoking] = useRevokeReportLinkMutation();
  if (!task.responsible || !task.report_link_open) return null;
  const confirm = () =>
    confirmAction({
      title: T.revokeTitle,
      text: T.revokeText(task.responsible!.full_name),
      confirmLabel: T.revokeConfirm,
      confirmColor: 'red',
      run: () => revoke({ taskId: task.id, protocolId }).unwrap(),
      done: T.revoked,
    });
  return <IconAction label={T.revoke} icon={<IconLinkOff size={18} />} loading={revoking.isLoading} onClick={confirm} />;
}
