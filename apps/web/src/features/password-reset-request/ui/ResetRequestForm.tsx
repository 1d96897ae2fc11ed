import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { sendResetLinkRequest } from '@protocolist/contracts/auth';
import { Link } from 'react-router';
import { useSendResetLinkMutation } from '../../../entities/session';
import { ROUTES } from '../../../shared/config';
import { useServerForm } from '../../../shared/lib';
import { EmailInput } from '../../../shared/ui';
import { RESET_REQUEST_TEXTS } from '../config/messages';

/** Seed §2/§8: request a reset link; a failure is shown as the e-mail field's error. */
export function ResetRequestForm() {
  const [sendLink] = useSendResetLinkMutation();
  const { form, submit, submitting, succeeded } = useServerForm({
    schema: sendResetLinkRequest,
    defaultValues: { email: '' },
    onSubmit: (request) => sendLink(request).unwrap(),
    failureField: 'email',
    failureMessage: RESET_REQUEST_TEXTS.failure,
  });
  const { errors } = form.formState;

  const buttonText = submitting
    ? RESET_REQUEST_TEXTS.submitting
    : succeeded
      ? RESET_REQUEST_TEXTS.submitted
      : RESET_REQUEST_TEXTS.submit;

  return (
    <form onSubmit={submit} noValidate aria-label={RESET_REQUEST_TEXTS.title}>
      <Stack gap="md">
        <EmailInput
          autoComplete="email"
          readOnly={succeeded}
          error={errors.email?.message}
          {...form.register('email')}
        />
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
