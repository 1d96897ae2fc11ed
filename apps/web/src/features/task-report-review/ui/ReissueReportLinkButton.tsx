import { IconMailForward } from '@tabler/icons-react';
import type { Task } from '@protocolist/contracts/tasks';
import { confirmAction, IconAction } from '../../../shared/ui';
import { useReissueReportLinkMutation } from '../api/report-review-api';
import { REPORT_REVIEW_TEXTS as T } from '../config/messages';

/** A lost or leaked report link: the person gets a new one by mail (asked first), the old one stops working. */
export function ReissueReportLinkButton({ task, protocolId }: { task: Task; protocolId: number }) {
  const [reissue, reissuing] = useReissueReportLinkMutation();
  if (!task.responsible || task.status === 'success') return null;
  const person = task.responsible.full_name;
  const confirm = () =>
    confirmAction({
      title: T.reissueTitle,
      text: T.reissueText(person),
      confirmLabel: T.reissueConfirm,
      run: () => reissue({ taskId: task.id, protocolId }).unwrap(),
      done: T.reissued,
    });
  return <IconAction label={T.reissue} icon={<IconMailForward size={18} />} loading={reissuing.isLoading} onClick={confirm} />;
}
