import { Anchor, Button, Stack } from '@mantine/core';
import { loginRequest } from '@protocolist/contracts/auth';
import { Link } from 'react-router';
import { sessionApi, tokenDiscarded, tokenReceived, useLoginMutation } from '../../../entities/session';
import { FIELD_LABELS, ROUTES } from '../../../shared/config';
import { useAppDispatch, useServerForm } from '../../../shared/lib';
import { EmailInput, FailureAlert, PasswordField } from '../../../shared/ui';
import { LOGIN_TEXTS } from '../config/messages';

/**
 * Seed §4 login flow: token → store → GET /api/me → role and id stored. The guest-only route then moves the
 * user to /main as soon as the role is known.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const { form, submit, submitting, succeeded, failure } = useServerForm({
    schema: loginRequest,
    defaultValues: { email: '', password: '' },
    onSubmit: async (request) => {
      const { token } = await login(request).unwrap();
      dispatch(tokenReceived(token));
      try {
        await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true })).unwrap();
      } catch (error) {
        dispatch(tokenDiscarded());
        throw error;
      }
    },
  });
  const { errors } = form.formState;
  // After a success the button stays busy until the guest-only route leaves the page.
  const pending = submitting || succeeded;

  return (
    <form onSubmit={submit} noValidate aria-label={LOGIN_TEXTS.title}>
      <Stack gap="md">
        <EmailInput
          // The page is there to sign in: the cursor waits in the first field.
          autoFocus
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={FIELD_LABELS.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Anchor component={Link} to={ROUTES.changePassword} size="sm" ta="right">
          {LOGIN_TEXTS.forgotPassword}
        </Anchor>
        <Button type="submit" size="md" fullWidth disabled={pending}>
          {pending ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
        </Button>
        <FailureAlert {...failure} />
      </Stack>
    </form>
  );
}
