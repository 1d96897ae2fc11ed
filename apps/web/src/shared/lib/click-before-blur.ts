import type { MouseEvent } from 'react';

/**
 * For a form's buttons: the press does not take focus from the field being edited. Leaving a touched field
 * shows its message, which pushes the buttons below it down between the press and the release, and the click
 * would land beside the button (pressed once, nothing happens). The button still acts on click, Enter and Space;
 * the field's check runs with the submit.
 */
export const clickBeforeBlur = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
} as const;
