import type { MouseEvent } from 'react';

/**
 * For a form's buttons (FormActions puts it on its whole row): the press does not take focus from the field being
 * edited. Leaving a touched field shows or hides its message, which moves the buttons below it between the press
 * and the release, and the click would land beside the button (pressed once, nothing happens). The button still
 * acts on click, Enter and Space; the field's check runs with the submit.
 */
export const clickBeforeBlur = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
} as const;
