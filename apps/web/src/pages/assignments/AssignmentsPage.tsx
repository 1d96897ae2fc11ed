import { AssignmentRegister } from '../../widgets/assignment-register';
import { PAGE_TITLES } from '../../shared/config';
import { PageFrame } from '../../shared/ui';

export function AssignmentsPage() {
  return (
    <PageFrame title={PAGE_TITLES.assignments}>
      <AssignmentRegister />
    </PageFrame>
  );
}
