import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, useHasUnsavedChanges } from '../lib/unsaved';
import { confirmLeave } from './unsaved-confirm';

/**
 * Asks before leaving a page with unsaved changes (a link, Back, the address) and lets the browser ask before the
 * tab is closed or reloaded. Changes of the query string alone (a tab of the same page) are the page's own business.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedChanges();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state === 'blocked') confirmLeave(() => blocker.proceed(), () => blocker.reset());
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return null;
}
