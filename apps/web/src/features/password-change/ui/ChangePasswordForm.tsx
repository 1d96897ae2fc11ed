import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { sessionEnded } from '../../../entities/session';
import { useUpdateUserMutation } from '../../../entities/user';
import { COMMON, FIELD_LABELS, PROFILE_TEXTS, ROUTES, VALIDATION } from '../../../shared/config';
import { applyServerErrors, newPasswordField, useAppDispatch, useLinkedValidation } from '../../../shared/lib';
import { FailureAlert, PasswordField } from '../../../shared/ui';

const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, VALIDATION.required),
    password: newPasswordField(),
    password_confirmation: z.string().min(1, VALIDATION.required),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: VALIDATION.passwordsMatch,
  });
type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/**
 * Own password change. The server revokes every token of the user when the password changes, so a success
 * ends the session here too and sends the user to sign in again.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  useLinkedValidation(form, 'password', 'password_confirmation');
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ current_password, password }) => {
    setFailure(null);
    try {
      await updateUser({ id: userId, current_password, password }).unwrap();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']));
      return;
    }
    notifications.show({ color: 'green', message: PROFILE_TEXTS.passwordChanged, autoClose: 8000 });
    dispatch(sessionEnded());
    navigate(ROUTES.login, { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TEXTS.passwordTitle}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordField
            label={FIELD_LABELS.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <PasswordField
            label={FIELD_LABELS.newPassword}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label={FIELD_LABELS.passwordConfirmation}
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
        </SimpleGrid>
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? COMMON.saving : PROFILE_TEXTS.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
