import { createContext, useContext, useEffect, useId } from 'react';

/** The forms inside one modal that hold unsaved changes (GuardedModal asks before it closes over them). */
export const ModalDirtyScope = createContext<Set<string> | null>(null);

/** A form inside a GuardedModal says whether it holds unsaved changes; outside one it does nothing. */
export function useDirtyInModal(dirty: boolean): void {
  const scope = useContext(ModalDirtyScope);
  const id = useId();
  useEffect(() => {
    if (!scope || !dirty) return;
    scope.add(id);
    return () => {
      scope.delete(id);
    };
  }, [scope, dirty, id]);
}
