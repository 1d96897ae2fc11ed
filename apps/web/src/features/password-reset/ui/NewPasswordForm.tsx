import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordCheck } from '@protocolist/contracts/auth-check';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { passwordReset, signIn } from '../../../entities/session';
import { canRetry, errorStatus, serverFieldErrors, serverMessage, type ApiError } from '../../../shared/api';
import { FIELD_LABELS, ROUTES, withEmail } from '../../../shared/config';
import { useAppDispatch, useCheckedForm } from '../../../shared/lib';
import { actionFailure, FailureAlert, PasswordField } from '../../../shared/ui';
import { RESET_PASSWORD_TEXTS } from '../config/messages';
import { useLinkCheck } from '../model/use-link-check';

function InvalidLink({ message, email }: { message: string; email: string }) {
  return (
    <Stack gap="md" align="center">
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
      <Button component={Link} to={withEmail(ROUTES.changePassword, email)} size="md" fullWidth>
        {RESET_PASSWORD_TEXTS.requestNew}
      </Button>
      <Anchor component={Link} to={ROUTES.login}>
        {RESET_PASSWORD_TEXTS.backHome}
      </Anchor>
    </Stack>
  );
}

const invalidMessage = (error: ApiError) => serverMessage(error) ?? RESET_PASSWORD_TEXTS.invalidLink;

/**
 * Seed §2/§8: sets a new password from an e-mailed link (`token` and `email` in the query string). Checked without
 * zod and sent without RTK Query, which the reset page does not load (issue 16).
 */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const hasLink = !!token && !!email;
  const check = useLinkCheck(token, email, hasLink);
  const [linkError, setLinkError] = useState<string | null>(null);
  const { field, submit, submitting, failure } = useCheckedForm({
    check: resetPasswordCheck,
    defaultValues: { token, email, password: '', password_confirmation: '' },
    // The confirmation is checked again whenever the password changes (once it has been left).
    linked: { password: ['password_confirmation'] },
    onSubmit: async (request) => {
      try {
        const result = await passwordReset.reset(request);
        notifications.show({ color: 'green', message: result.message || RESET_PASSWORD_TEXTS.success });
        // Signed in with the password just set (an invitation's first one too); should that fail, the login form
        // waits with the e-mail filled in.
        try {
          await dispatch(signIn({ email: request.email, password: request.password }));
          navigate(ROUTES.main, { replace: true });
        } catch {
          navigate(withEmail(ROUTES.login, request.email), { replace: true });
        }
      } catch (error) {
        // Only a complaint about the new password belongs to the form; anything else means the link is spent.
        const fieldErrors = serverFieldErrors(error);
        if (errorStatus(error) === 422 && (fieldErrors.password || fieldErrors.password_confirmation)) throw error;
        // No connection or a server fault says nothing about the link: the form's alert offers «Повторить».
        if (canRetry(error)) throw error;
        setLinkError(invalidMessage(error));
      }
    },
  });

  if (!hasLink) return <InvalidLink message={RESET_PASSWORD_TEXTS.invalidLink} email={email} />;
  if (check.status === 'checking') {
    return (
      <Center py="md">
        <Loader aria-label={RESET_PASSWORD_TEXTS.checking} />
      </Center>
    );
  }
  if (check.status === 'failed' && canRetry(check.error)) {
    // The link could not be checked (no connection, a server fault): it may well be valid, so try again.
    return <FailureAlert {...actionFailure(check.error, check.retry, RESET_PASSWORD_TEXTS.checkFailed)} />;
  }
  if (check.status === 'failed') return <InvalidLink message={invalidMessage(check.error)} email={email} />;
  if (linkError) return <InvalidLink message={linkError} email={email} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={RESET_PASSWORD_TEXTS.title}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed" ta="center">
          {email}
        </Text>
        <PasswordField label={FIELD_LABELS.password} autoComplete="new-password" {...field('password')} />
        <PasswordField label={FIELD_LABELS.passwordConfirmation} autoComplete="new-password" {...field('password_confirmation')} />
        <FailureAlert {...failure} />
        <Button type="submit" size="md" fullWidth disabled={submitting}>
          {submitting ? RESET_PASSWORD_TEXTS.submitting : RESET_PASSWORD_TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
