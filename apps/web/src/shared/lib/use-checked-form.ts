import { runCheck, type FieldErrors, type FormCheck } from '@protocolist/contracts/auth-check';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { canRetry, describeError, errorStatus, serverFieldErrors } from '../api/errors';
import type { ServerFormFailure } from './use-server-form';

export interface CheckedFormOptions<Values extends Record<string, string>, Request> {
  /** The contracts' zod-free check of the request (`@protocolist/contracts/auth-check`). */
  check: FormCheck<Values, Request>;
  /** What the fields hold at first (those without an input too: a reset link's token). */
  defaultValues: Values;
  /** Sends the request and throws the API error when it fails. */
  onSubmit: (request: Request) => Promise<unknown>;
  /** The form-level message when the server sends none. */
  failureMessage?: string;
  /** Shows the form-level message as this field's error instead of the alert (seed §8, the reset request). */
  failureField?: keyof Values & string;
  /** Fields checked again when another changes, once they have been left (the confirmation of a password). */
  linked?: Partial<Record<keyof Values & string, (keyof Values & string)[]>>;
}

/**
 * A form of the guest pages (/login, /change-password, the reset link), which load neither react-hook-form nor zod
 * (issue 16). It behaves as every other form of the app does (`useServerForm`, mode `onTouched`): a field is checked
 * once it has been left, then on every change; after a submit on every change; the first wrong field takes the focus;
 * the server's 422 messages go under their fields, anything else into the form's alert with «Повторить» where it can
 * help (or under `failureField`). The rules and messages are the contracts' check, tested against their schemas.
 */
export function useCheckedForm<Values extends Record<string, string>, Request>(options: CheckedFormOptions<Values, Request>) {
  type Field = keyof Values & string;
  const { check, defaultValues, onSubmit, failureMessage, failureField, linked } = options;
  const [values, setValues] = useState<Values>(defaultValues);
  // What the inputs hold now, for handlers that run before the next render.
  const current = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  const touched = useRef(new Set<Field>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const recheck = (fields: Field[], next: Values) =>
    setErrors((shown) => {
      const updated = { ...shown };
      for (const field of fields) updated[field] = check.fieldError(field, next);
      return updated;
    });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const checked = runCheck(check, current.current);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = check.fields.find((field) => checked.errors[field] && inputs.current[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSucceeded(false);
    setSubmitting(true);
    try {
      await onSubmit(checked.request);
      setSucceeded(true);
    } catch (error) {
      const onFields = Object.entries(serverFieldErrors(error)).filter(([name]) => check.fields.includes(name as Field));
      if (onFields.length > 0) {
        setErrors(Object.fromEntries(onFields) as FieldErrors<Values>);
      } else {
        const message = describeError(error, failureMessage);
        if (failureField) setErrors({ [failureField]: message } as FieldErrors<Values>);
        // A sign-in lock (429) lasts minutes and says how many: «Повторить» cannot help there.
        else setFailure({ message, retryable: canRetry(error) && errorStatus(error) !== 429 });
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** What an input of the form takes: value, error, handlers and the ref the focus goes to. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...current.current, [name]: event.currentTarget.value };
      current.current = next;
      setValues(next);
      const dependents = (linked?.[name] ?? []).filter((dependent) => touched.current.has(dependent));
      recheck([...(submitted.current || touched.current.has(name) ? [name] : []), ...dependents], next);
    },
    onBlur: () => {
      touched.current.add(name);
      if (!submitted.current) recheck([name], current.current);
    },
  });

  const shownFailure: ServerFormFailure = {
    message: failure?.message ?? null,
    onRetry: failure?.retryable ? () => void submit() : undefined,
  };
  return { values, field, submit, submitting, succeeded, failure: shownFailure };
}
