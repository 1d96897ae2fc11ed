import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FIELD_LABELS } from '../config/messages';
import { useLinkedValidation } from '../lib/use-linked-validation';
import { PasswordField } from './PasswordField';

interface NewPassword extends FieldValues {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation; the confirmation is checked again whenever the password changes
 * (once it has been touched).
 */
export function NewPasswordFields<T extends NewPassword, R>({
  form,
  passwordLabel = FIELD_LABELS.password,
}: {
  form: UseFormReturn<T, unknown, R>;
  passwordLabel?: string;
}) {
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  useLinkedValidation(form, password, confirmation);
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        error={errors.password?.message as string | undefined}
        {...form.register(password)}
      />
      <PasswordField
        label={FIELD_LABELS.passwordConfirmation}
        autoComplete="new-password"
        error={errors.password_confirmation?.message as string | undefined}
        {...form.register(confirmation)}
      />
    </>
  );
}
