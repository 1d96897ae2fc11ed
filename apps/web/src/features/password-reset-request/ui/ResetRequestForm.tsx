import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSendResetLinkMutation } from '../../../entities/session';
import { isNetworkError, serverFieldErrors, serverMessage } from '../../../shared/api';
import { COMMON, FIELD_LABELS, RESET_REQUEST_TEXTS, ROUTES } from '../../../shared/config';
import { resetRequestSchema, type ResetRequestValues } from '../../../shared/lib';

/** Seed §2/§8: request a reset link; a failure is shown as the e-mail field's error. */
export function ResetRequestForm() {
  const [sendLink, { isLoading, isSuccess }] = useSendResetLinkMutation();
  const form = useForm<ResetRequestValues>({
    mode: 'onTouched',
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await sendLink(values).unwrap();
    } catch (error) {
      const message = isNetworkError(error)
        ? COMMON.networkError
        : (serverFieldErrors(error).email ?? serverMessage(error) ?? RESET_REQUEST_TEXTS.failure);
      form.setError('email', { type: 'server', message });
    }
  });

  const buttonText = isLoading
    ? RESET_REQUEST_TEXTS.submitting
    : isSuccess
      ? RESET_REQUEST_TEXTS.submitted
      : RESET_REQUEST_TEXTS.submit;

  return (
    <form onSubmit={submit} noValidate aria-label={RESET_REQUEST_TEXTS.title}>
      <Stack gap="md">
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          readOnly={isSuccess}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="md" fullWidth disabled={isLoading || isSuccess}>
          {buttonText}
        </Button>
        {isSuccess && (
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
