import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@protocolist/contracts/enums';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { creatableRoles, useCreateUserMutation, useUpdateUserMutation, type User } from '../../../entities/user';
import { serverFieldErrors } from '../../../shared/api';
import { COMMON, USERS_TEXTS } from '../../../shared/config';
import { applyServerErrors } from '../../../shared/lib';
import { AvatarPicker, FailureAlert } from '../../../shared/ui';
import {
  emptyUserForm,
  USER_FORM_FIELDS,
  userFormFrom,
  userFormSchema,
  type UserFormValues,
} from '../model/user-form-schema';
import { UserFormFields } from './UserFormFields';

export interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  actorRole: Role;
  /** The user being edited; absent when creating. */
  user?: User | null;
}

/** Create or edit a user within the acting role's rights (PRODUCT.md §5). */
export function UserFormModal({ opened, onClose, actorRole, user }: UserFormModalProps) {
  const title = user ? USERS_TEXTS.editTitle : USERS_TEXTS.createTitle[actorRole as keyof typeof USERS_TEXTS.createTitle];
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <UserForm key={user?.id ?? 'new'} actorRole={actorRole} user={user ?? null} onDone={onClose} />
    </Modal>
  );
}

function defaultRole(roles: readonly Role[]): Role {
  return roles.includes('manager') ? 'manager' : (roles[0] ?? 'external');
}

function UserForm({ actorRole, user, onDone }: { actorRole: Role; user: User | null; onDone: () => void }) {
  const roles = creatableRoles(actorRole);
  const needsManager = actorRole === 'admin';
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(userFormSchema),
    defaultValues: user ? userFormFrom(user, needsManager) : emptyUserForm(defaultRole(roles), needsManager),
  });
  // Secretaries manage external participants by name and contacts only.
  const withAvatar = actorRole !== 'secretary' || (!!user && user.role !== 'external');
  const busy = creating.isLoading || updating.isLoading;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAvatarError(null);
    const common = {
      full_name: values.full_name.trim(),
      email: values.email.trim(),
      department: values.department?.trim() || null,
      position: values.position?.trim() || null,
      manager_id: needsManager && values.role === 'secretary' && values.manager_id ? Number(values.manager_id) : undefined,
      avatar: withAvatar ? avatar : null,
    };
    try {
      if (user) {
        await updateUser({ id: user.id, ...common }).unwrap();
        notifications.show({ color: 'green', message: USERS_TEXTS.updated });
      } else {
        await createUser({ ...common, role: values.role, password: values.password || undefined }).unwrap();
        notifications.show({ color: 'green', message: USERS_TEXTS.created });
      }
      onDone();
    } catch (error) {
      const avatarProblem = serverFieldErrors(error).avatar ?? null;
      const message = applyServerErrors(error, form.setError, USER_FORM_FIELDS);
      setAvatarError(avatarProblem);
      setFailure(avatarProblem ? null : message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={user ? USERS_TEXTS.editTitle : USERS_TEXTS.create}>
      <Stack gap="md">
        {withAvatar && (
          <AvatarPicker
            name={user?.full_name ?? ''}
            currentUrl={user?.avatar}
            file={avatar}
            onChange={setAvatar}
            error={avatarError}
          />
        )}
        <UserFormFields form={form} roleOptions={user ? [] : roles} withPassword={!user} />
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} type="button">
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COMMON.saving : user ? COMMON.save : USERS_TEXTS.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
