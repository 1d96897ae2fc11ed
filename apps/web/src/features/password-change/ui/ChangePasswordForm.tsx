import { SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { withNewPassword } from '@protocolist/contracts/auth';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { sessionEnded } from '../../../entities/session';
import { useUpdateUserMutation } from '../../../entities/user';
import { ROUTES } from '../../../shared/config';
import { useAppDispatch, useServerForm } from '../../../shared/lib';
import { FormActions, NewPasswordFields, PasswordField } from '../../../shared/ui';
import { PASSWORD_CHANGE_TEXTS } from '../config/messages';

/** The own password: the current one, then the new one twice (contracts' password rules). */
const changePasswordSchema = withNewPassword({ current_password: z.string().min(1) });

/**
 * Own password change. The server revokes every token of the user when the password changes, so a success
 * ends the session here too and sends the user to sign in again.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updateUser] = useUpdateUserMutation();
  const { form, submit, submitting, failure } = useServerForm({
    schema: changePasswordSchema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSubmit: async ({ current_password, password }) => {
      await updateUser({ id: userId, current_password, password }).unwrap();
      notifications.show({ color: 'green', message: PASSWORD_CHANGE_TEXTS.changed, autoClose: 8000 });
      dispatch(sessionEnded());
      navigate(ROUTES.login, { replace: true });
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label={PASSWORD_CHANGE_TEXTS.title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordField
            label={PASSWORD_CHANGE_TEXTS.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <NewPasswordFields form={form} passwordLabel={PASSWORD_CHANGE_TEXTS.newPassword} />
        </SimpleGrid>
        <FormActions failure={failure} submitting={submitting} submitLabel={PASSWORD_CHANGE_TEXTS.submit} />
      </Stack>
    </form>
  );
}
