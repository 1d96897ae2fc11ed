import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The field a dialog or an inline form focuses for the user when it opens (`data-autofocus`, `autoFocus`).
 * Errors show after a field is touched (seed §5, react-hook-form `onTouched`), but being focused by the app is
 * not the user's touch: leaving it untyped — to pick the date first, or to click «Добавить внешнего участника» —
 * does not flag it «Поле обязательно для заполнения». Once the user types in it or comes back to it, it is an
 * ordinary field; submitting checks it whatever happened.
 */
export function useAutofocusedField<T extends UseFormRegisterReturn>(registration: T) {
  const seen = useRef({ focuses: 0, typed: false });
  return {
    ...registration,
    onFocus: () => {
      seen.current.focuses += 1;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      seen.current.typed = true;
      return registration.onChange(event);
    },
    onBlur: async (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { focuses, typed } = seen.current;
      if (focuses <= 1 && !typed) return;
      await registration.onBlur(event);
    },
  };
}
