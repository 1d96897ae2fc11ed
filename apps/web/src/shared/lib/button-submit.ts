import type { KeyboardEvent } from 'react';

/**
 * For a form whose sending mails people (invitations, a task's letter): Enter in one of its fields does not send
 * it, as a half-filled form would go out to everyone at once; only its button or Ctrl+Enter (⌘+Enter) does.
 * Pickers inside still take their Enter (they handle it on the field first).
 */
export function submitOnlyByButton(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const field = event.target;
  const typing = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  if (!typing) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
    return;
  }
  // A new line in a text area stays a new line.
  if (field instanceof HTMLInputElement) event.preventDefault();
}
