import { Anchor, Button, Stack } from '@mantine/core';
import { signInCheck } from '@protocolist/contracts/auth-check';
import { Link } from 'react-router';
import { signIn } from '../../../entities/session';
import { FIELD_LABELS, ROUTES, withEmail } from '../../../shared/config';
import { useAppDispatch, useCheckedForm } from '../../../shared/lib';
import { EmailInput, FailureAlert, PasswordField } from '../../../shared/ui';
import { LOGIN_TEXTS } from '../config/messages';

/**
 * Seed §4 login flow: token → store → GET /api/me → role and id stored. The guest-only route then moves the
 * user to /main as soon as the role is known.
 */
export function LoginForm({ email }: { email?: string | null }) {
  const dispatch = useAppDispatch();
  const { values, field, submit, submitting, succeeded, failure } = useCheckedForm({
    check: signInCheck,
    // After a new password whose sign-in did not go through, the e-mail comes along in the address.
    defaultValues: { email: email ?? '', password: '' },
    onSubmit: (request) => dispatch(signIn(request)),
  });
  // After a success the button stays busy until the guest-only route leaves the page.
  const pending = submitting || succeeded;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={LOGIN_TEXTS.title}>
      <Stack gap="md">
        <EmailInput
          // The page is there to sign in: the cursor waits in the first empty field.
          autoFocus={!email}
          autoComplete="username"
          {...field('email')}
        />
        <PasswordField label={FIELD_LABELS.password} autoComplete="current-password" autoFocus={!!email} {...field('password')} />
        {/* The e-mail typed so far goes along: the reset form asks for it again otherwise. */}
        <Anchor component={Link} to={withEmail(ROUTES.changePassword, values.email.trim())} size="sm" ta="right">
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
