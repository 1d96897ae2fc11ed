import { EMPTY_STATES, PAGE_TITLES } from '../../shared/config';
import { EmptyState, PageFrame } from '../../shared/ui';

/** Filled in by a later issue; for now the frame with its title and an empty state. */
export function HomePage() {
  return (
    <PageFrame title={PAGE_TITLES.home}>
      <EmptyState text={EMPTY_STATES.home} />
    </PageFrame>
  );
}
