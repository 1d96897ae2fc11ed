import { FullPageMessage } from '../../shared/ui';
import { CONNECTION_ERROR_TEXTS } from './config/messages';

/** Seed §2: what any render error shows; reloading is the one way out. */
export function ConnectionErrorPage() {
  return (
    <FullPageMessage
      message={CONNECTION_ERROR_TEXTS.offline}
      actionLabel={CONNECTION_ERROR_TEXTS.reload}
      onAction={() => window.location.reload()}
    />
  );
}
