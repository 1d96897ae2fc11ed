import { ERROR_PAGES } from '../../shared/config';
import { FullPageMessage } from '../../shared/ui';

/** Seed §2: what any render error shows; reloading is the one way out. */
export function ConnectionErrorPage() {
  return (
    <FullPageMessage
      message={ERROR_PAGES.offline}
      actionLabel={ERROR_PAGES.reload}
      onAction={() => window.location.reload()}
    />
  );
}
