import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { userLoaded } from '../../../entities/session';
import { useUpdateUserMutation, type User } from '../../../entities/user';
import { serverFieldErrors } from '../../../shared/api';
import { COMMON, FIELD_LABELS, PROFILE_TEXTS } from '../../../shared/config';
import { applyServerErrors, emailField, optionalString, requiredString, useAppDispatch } from '../../../shared/lib';
import { AvatarPicker, FailureAlert } from '../../../shared/ui';

const profileSchema = z.object({
  full_name: requiredString().max(255),
  email: emailField(),
  department: optionalString(),
  position: optionalString(),
});
type ProfileValues = z.input<typeof profileSchema>;
const PROFILE_FIELDS = ['full_name', 'email', 'department', 'position'] as const;

function valuesOf(user: User): ProfileValues {
  return {
    full_name: user.full_name,
    email: user.email ?? '',
    department: user.department ?? '',
    position: user.position ?? '',
  };
}

/** The signed-in user's own profile: name, e-mail, department, position and avatar. */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'onTouched',
    resolver: zodResolver(profileSchema),
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAvatarError(null);
    try {
      const saved = await updateUser({
        id: user.id,
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        department: values.department?.trim() || null,
        position: values.position?.trim() || null,
        avatar,
      }).unwrap();
      dispatch(userLoaded(saved));
      setAvatar(null);
      form.reset(valuesOf(saved));
      notifications.show({ color: 'green', message: PROFILE_TEXTS.saved });
    } catch (error) {
      const avatarProblem = serverFieldErrors(error).avatar ?? null;
      const message = applyServerErrors(error, form.setError, PROFILE_FIELDS);
      setAvatarError(avatarProblem);
      setFailure(avatarProblem ? null : message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TEXTS.profileTitle}>
      <Stack gap="md">
        <AvatarPicker
          name={user.full_name}
          currentUrl={user.avatar}
          file={avatar}
          onChange={setAvatar}
          error={avatarError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={FIELD_LABELS.fullName} error={errors.full_name?.message} {...form.register('full_name')} />
          <TextInput
            label={FIELD_LABELS.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput label={FIELD_LABELS.department} error={errors.department?.message} {...form.register('department')} />
          <TextInput label={FIELD_LABELS.position} error={errors.position?.message} {...form.register('position')} />
        </SimpleGrid>
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? COMMON.saving : COMMON.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
