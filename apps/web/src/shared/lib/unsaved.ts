import { useEffect, useSyncExternalStore } from 'react';

/**
 * The forms that hold changes not yet saved on the server. One registry for the whole app, so that one guard
 * (leaving the page, closing the browser tab) and one question (switching a tab of a page) cover them all.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = false;

function changed() {
  snapshot = dirty.size > 0;
  for (const listener of listeners) listener();
}

/** Registers the form `id` as holding unsaved changes while `isDirty`. */
export function useUnsavedChanges(id: string, isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(id);
    changed();
    return () => {
      dirty.delete(id);
      changed();
    };
  }, [id, isDirty]);
}

/** Whether any form (or the form `id`) holds unsaved changes. */
export function hasUnsavedChanges(id?: string): boolean {
  return id === undefined ? snapshot : dirty.has(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot, () => false);
}
