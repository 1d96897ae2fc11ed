import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { resetRequestCheck } from '@protocolist/contracts/auth-check';
import { Link } from 'react-router';
import { passwordReset } from '../../../entities/session';
import { ROUTES } from '../../../shared/config';
import { useCheckedForm } from '../../../shared/lib';
import { EmailInput } from '../../../shared/ui';
import { RESET_REQUEST_TEXTS } from '../config/messages';

/**
 * Seed §2/§8: request a reset link; a failure is shown as the e-mail field's error. Checked without zod and sent
 * without RTK Query, which /change-password does not load (issue 16).
 */
export function ResetRequestForm({ email }: { email?: string | null }) {
  const { field, submit, submitting, succeeded } = useCheckedForm({
    check: resetRequestCheck,
    // From a spent link: its e-mail filled in.
    defaultValues: { email: email ?? '' },
    onSubmit: passwordReset.sendLink,
    failureField: 'email',
    failureMessage: RESET_REQUEST_TEXTS.failure,
  });

  const buttonText = submitting
    ? RESET_REQUEST_TEXTS.submitting
    : succeeded
      ? RESET_REQUEST_TEXTS.submitted
      : RESET_REQUEST_TEXTS.submit;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={RESET_REQUEST_TEXTS.title}>
      <Stack gap="md">
        <EmailInput autoComplete="email" readOnly={succeeded} {...field('email')} />
        <Button type="submit" size="md" fullWidth disabled={submitting || succeeded}>
          {buttonText}
        </Button>
        {succeeded && (
          <Alert color="green" variant="light" role="status">
            {RESET_REQUEST_TEXTS.success}
          </Alert>
        )}
        <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
          {RESET_REQUEST_TEXTS.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
