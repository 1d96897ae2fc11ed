import { EMPTY_STATES, PAGE_TITLES } from '../../shared/config';
import { EmptyState, PageFrame } from '../../shared/ui';

/** Filled in by a later issue; for now the frame with its title and an empty state. */
export function SecretariesPage() {
  return (
    <PageFrame title={PAGE_TITLES.secretaries}>
      <EmptyState text={EMPTY_STATES.secretaries} />
    </PageFrame>
  );
}
