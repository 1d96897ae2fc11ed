import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Re-checks `dependent` when `source` changes, once the user has touched `dependent` (password confirmation). */
export function useLinkedValidation<T extends FieldValues, R>(form: UseFormReturn<T, unknown, R>, source: Path<T>, dependent: Path<T>) {
  const { control, trigger, getFieldState } = form;
  const value = useWatch({ control, name: source });
  useEffect(() => {
    if (getFieldState(dependent).isTouched) void trigger(dependent);
  }, [value, dependent, trigger, getFieldState]);
}
