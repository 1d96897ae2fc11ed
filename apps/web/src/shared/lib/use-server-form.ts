import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { canRetry, describeError, serverFieldErrors, type ApiError } from '../api/errors';

export interface ServerFormOptions<TValues extends FieldValues, TRequest extends FieldValues> {
  /**
   * The contracts' schema of the request (or one composed of its fields): it checks the values, and what it
   * outputs (trimmed, blanks as null, ids as numbers) is what `onSubmit` sends.
   */
  schema: z.ZodType<TRequest>;
  /** What the inputs hold at first; every field the server may name needs a value here. */
  defaultValues: TValues;
  /** Values that follow the server (a loaded record); the user's edits are kept over them. */
  values?: TValues;
  /** Sends the request and throws the API error when it fails (an RTK Query `.unwrap()`). */
  onSubmit: (request: TRequest) => Promise<unknown>;
  /**
   * Server messages about what is not a form value (an avatar file, a member row): shows them and returns
   * whether it showed any. Called on every failure, with `{}` when the server named no field.
   */
  onServerErrors?: (errors: Record<string, string>) => boolean;
  /** The form-level message when the server sends none. */
  failureMessage?: string;
  /** Shows the form-level message as this field's error instead of the alert (seed §8, the reset request). */
  failureField?: Path<TValues>;
}

export interface ServerFormFailure {
  message: string | null;
  /** Sends the kept values again; absent when repeating cannot help (a refusal rather than a fault). */
  onRetry?: () => void;
}

export interface ServerForm<TValues extends FieldValues, TRequest extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TRequest>;
  /** For `<form onSubmit>` (or a button): checks, sends, and on failure puts the server's words in place. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the request is on its way. */
  submitting: boolean;
  /** The last request went through (until the next one starts). */
  succeeded: boolean;
  /** For `<FailureAlert {...failure} />`: the message for the form as a whole and «Повторить». */
  failure: ServerFormFailure;
}

/** The server's 422 messages for the names the form holds a value under (`email`, `sections.2.key`). */
export function errorsOnFields(error: ApiError, values: FieldValues): [name: string, message: string][] {
  return Object.entries(serverFieldErrors(error)).filter(([name]) => get(values, name) !== undefined);
}

/**
 * Every form of the app: react-hook-form with the contracts' zod schema (errors after a field is touched),
 * server 422 `errors` put under the fields they name, anything else in the form's failure alert with «Повторить».
 * A failed save never resets the form: the user's values stay as typed.
 */
export function useServerForm<TValues extends FieldValues, TRequest extends FieldValues>(
  options: ServerFormOptions<TValues, TRequest>,
): ServerForm<TValues, TRequest> {
  const { schema, defaultValues, values, onSubmit, onServerErrors, failureMessage, failureField } = options;
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<TValues, unknown, TRequest>({
    mode: 'onTouched',
    // The form's values are what the inputs hold; the schema turns them into the request.
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TRequest>,
    defaultValues: defaultValues as DefaultValues<TValues>,
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const placeFieldErrors = (error: ApiError): boolean => {
    const shownElsewhere = onServerErrors?.(serverFieldErrors(error)) ?? false;
    const onFields = errorsOnFields(error, form.getValues());
    for (const [name, message] of onFields) form.setError(name as Path<TValues>, { type: 'server', message });
    return shownElsewhere || onFields.length > 0;
  };

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    setSucceeded(false);
    try {
      await onSubmit(request);
      setSucceeded(true);
    } catch (error) {
      if (placeFieldErrors(error)) return;
      const message = describeError(error, failureMessage);
      if (failureField) form.setError(failureField, { type: 'server', message });
      else setFailure({ message, retryable: canRetry(error) });
    }
  });

  return {
    form,
    submit,
    submitting: form.formState.isSubmitting,
    succeeded,
    failure: {
      message: failure?.message ?? null,
      onRetry: failure?.retryable ? () => void submit() : undefined,
    },
  };
}
