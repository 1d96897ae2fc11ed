import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { sessionApi, tokenDiscarded, tokenReceived, useLoginMutation } from '../../../entities/session';
import { describeError } from '../../../shared/api';
import { FIELD_LABELS, LOGIN_TEXTS, ROUTES } from '../../../shared/config';
import { loginSchema, useAppDispatch, type LoginValues } from '../../../shared/lib';
import { FailureAlert, PasswordField } from '../../../shared/ui';

/**
 * Seed §4 login flow: token → store → GET /api/me → role and id stored. The guest-only route then moves the
 * user to /main as soon as the role is known.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    mode: 'onTouched',
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      const { token } = await login(values).unwrap();
      dispatch(tokenReceived(token));
      try {
        await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true })).unwrap();
      } catch (error) {
        dispatch(tokenDiscarded());
        throw error;
      }
    } catch (error) {
      setFailure(describeError(error));
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={LOGIN_TEXTS.title}>
      <Stack gap="md">
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
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
        <FailureAlert message={failure} />
      </Stack>
    </form>
  );
}
