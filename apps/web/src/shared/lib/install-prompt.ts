import { useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The browser offers installing the app once, early in the page's life (before any lazy page has loaded): the
 * event is kept from the start (`listenForInstallPrompt` in main.tsx) until the home screen offers it.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** Whether installing can be offered now, and the action that shows the browser's install dialog. */
export function useInstallPrompt(): { available: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
  );
  const install = async () => {
    const event = deferred;
    if (!event) return;
    deferred = null;
    notify();
    await event.prompt();
  };
  return { available, install };
}
