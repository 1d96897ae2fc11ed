import { createContext, useContext, useEffect, useId } from 'react';

export interface ModalGuard {
  /** The forms inside the modal that hold unsaved changes. */
  dirty: Set<string>;
  /** Closes the modal, asking first when a form inside holds unsaved changes. */
  close: () => void;
}

/** The modal a form sits in (GuardedModal asks before it closes over unsaved changes). */
export const ModalDirtyScope = createContext<ModalGuard | null>(null);

/** A form inside a GuardedModal says whether it holds unsaved changes; outside one it does nothing. */
export function useDirtyInModal(dirty: boolean): void {
  const scope = useContext(ModalDirtyScope);
  const id = useId();
  useEffect(() => {
    if (!scope || !dirty) return;
    scope.dirty.add(id);
    return () => {
      scope.dirty.delete(id);
    };
  }, [scope, dirty, id]);
}

/**
 * «Отмена» of a form: inside a GuardedModal it closes the modal the way Esc does (asking first over unsaved
 * changes); outside one it is `cancel` itself.
 */
export function useModalCancel(cancel: () => void): () => void {
  const scope = useContext(ModalDirtyScope);
  return scope ? scope.close : cancel;
}
