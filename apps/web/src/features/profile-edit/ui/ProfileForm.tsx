import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { updateUserRequest } from '@protocolist/contracts/users';
import { useState } from 'react';
import { userLoaded } from '../../../entities/session';
import { useUpdateUserMutation, type User } from '../../../entities/user';
import { useAppDispatch, useServerForm } from '../../../shared/lib';
import { AvatarPicker, EmailInput, FormActions } from '../../../shared/ui';
import { FIELD_LABELS } from '../../../shared/config';
import { PROFILE_TEXTS } from '../config/messages';

const profileSchema = updateUserRequest.pick({ full_name: true, email: true, department: true, position: true });

function valuesOf(user: User) {
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
  const [updateUser] = useUpdateUserMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const { form, submit, submitting, failure } = useServerForm({
    schema: profileSchema,
    defaultValues: valuesOf(user),
    values: valuesOf(user),
    onSubmit: async (request) => {
      setAvatarError(null);
      const saved = await updateUser({ id: user.id, ...request, avatar }).unwrap();
      dispatch(userLoaded(saved));
      setAvatar(null);
      form.reset(valuesOf(saved));
      notifications.show({ color: 'green', message: PROFILE_TEXTS.saved });
    },
    onServerErrors: (errors) => {
      setAvatarError(errors.avatar ?? null);
      return !!errors.avatar;
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TEXTS.title}>
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
          <EmailInput
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput label={FIELD_LABELS.department} error={errors.department?.message} {...form.register('department')} />
          <TextInput label={FIELD_LABELS.position} error={errors.position?.message} {...form.register('position')} />
        </SimpleGrid>
        <FormActions failure={failure} submitting={submitting} />
      </Stack>
    </form>
  );
}
