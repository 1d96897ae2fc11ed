import { checkSignIn, signInFieldError, type SignInErrors, type SignInFields } from '@protocolist/contracts/sign-in-check';
import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { canRetry, describeError, serverFieldErrors } from '../../../shared/api';
import type { ServerFormFailure } from '../../../shared/lib';

type Field = keyof SignInFields;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The sign-in form, behaving as every form of the app does (`useServerForm`: a field is checked once it has been
 * left, then on every change; after a submit on every change; the first wrong field takes the focus; the server's
 * 422 messages go under their fields, anything else into the form's alert with «Повторить» where it can help), but
 * without react-hook-form and zod, which /login does not load (issue 16). The rules and messages are the contracts'
 * `checkSignIn`, checked against `loginRequest` in packages/contracts/src/auth.test.ts.
 */
export function useSignInForm(onSubmit: (request: SignInFields) => Promise<unknown>) {
  const [values, setValues] = useState<SignInFields>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  const touched = useRef(new Set<Field>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = (field: Field, value: string) => setErrors((shown) => ({ ...shown, [field]: signInFieldError(field, value) }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const checked = checkSignIn(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      inputs.current[FIELDS.find((field) => checked.errors[field])!]?.focus();
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
      const onFields = Object.entries(serverFieldErrors(error)).filter(([name]) => FIELDS.includes(name as Field));
      if (onFields.length > 0) setErrors(Object.fromEntries(onFields));
      else setFailure({ message: describeError(error), retryable: canRetry(error) });
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
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted.current || touched.current.has(name)) check(name, value);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      touched.current.add(name);
      if (!submitted.current) check(name, event.currentTarget.value);
    },
  });

  const shownFailure: ServerFormFailure = {
    message: failure?.message ?? null,
    onRetry: failure?.retryable ? () => void submit() : undefined,
  };
  return { field, submit, submitting, succeeded, failure: shownFailure };
}
