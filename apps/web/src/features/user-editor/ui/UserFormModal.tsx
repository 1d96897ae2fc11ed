import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@protocolist/contracts/enums';
import { canEditField, type UserField } from '@protocolist/contracts/policies';
import { useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectRole, selectUserId } from '../../../entities/session';
import {
  canEditUserField,
  creatableRoles,
  relationToCreated,
  useCreateUserMutation,
  useUpdateUserMutation,
  type Actor,
  type User,
} from '../../../entities/user';
import { submitOnlyByButton, useDirtyInModal, useModalCancel, useServerForm, type ServerForm } from '../../../shared/lib';
import { AvatarPicker, FormActions, GuardedModal } from '../../../shared/ui';
import { COMMON } from '../../../shared/config';
import { createUserSchema, emptyUserForm, updateUserSchema, userFormFrom, type UserFormValues } from '../model/user-form-schema';
import { UserFormFields } from './UserFormFields';
import { USER_EDITOR_TEXTS } from '../config/messages';

interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user being edited; absent when creating. */
  user?: User | null;
}

/**
 * Create or edit a user within the signed-in user's rights (contracts `policies.ts`). Closing it over typed values
 * or a picked avatar asks first (GuardedModal).
 */
export function UserFormModal({ opened, onClose, user }: UserFormModalProps) {
  const role = useSelector(selectRole);
  const id = useSelector(selectUserId);
  if (!role) return null;
  const actor = { id, role };
  const title = user ? USER_EDITOR_TEXTS.editTitle : USER_EDITOR_TEXTS.createTitle[role as keyof typeof USER_EDITOR_TEXTS.createTitle];
  return (
    <GuardedModal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': COMMON.close }}>
      {user ? (
        <EditUserForm key={user.id} actor={actor} user={user} onDone={onClose} />
      ) : (
        <CreateUserForm actor={actor} onDone={onClose} />
      )}
    </GuardedModal>
  );
}

interface AvatarState {
  file: File | null;
  error: string | null;
}

/** The avatar is a file beside the form's values; the server's complaint about it stands under the picker. */
function useAvatar() {
  const [avatar, setAvatar] = useState<AvatarState>({ file: null, error: null });
  const showServerErrors = (errors: Record<string, string>) => {
    setAvatar((current) => ({ ...current, error: errors.avatar ?? null }));
    return !!errors.avatar;
  };
  return { avatar, choose: (file: File | null) => setAvatar({ file, error: null }), showServerErrors };
}

function defaultRole(roles: readonly Role[]): Role {
  return roles.includes('manager') ? 'manager' : (roles[0] ?? 'external');
}

function CreateUserForm({ actor, onDone }: { actor: Actor & { role: Role }; onDone: () => void }) {
  const roles = creatableRoles(actor.role);
  // The admin chooses a secretary's manager (a manager's secretaries are his own); secretaries add external
  // members by name and contacts only, without an avatar.
  const relation = relationToCreated(actor.role);
  const picksManager = canEditField(relation, 'manager_id');
  const withAvatar = canEditField(relation, 'avatar');
  const schema = useMemo(() => createUserSchema(picksManager), [picksManager]);
  const [createUser] = useCreateUserMutation();
  const { avatar, choose, showServerErrors } = useAvatar();
  const serverForm = useServerForm({
    schema,
    defaultValues: emptyUserForm(defaultRole(roles)),
    onSubmit: async (request) => {
      const manager_id = picksManager && request.role === 'secretary' ? request.manager_id : undefined;
      await createUser({ ...request, manager_id, avatar: withAvatar ? avatar.file : null }).unwrap();
      notifications.show({ color: 'green', message: USER_EDITOR_TEXTS.created });
      onDone();
    },
    onServerErrors: showServerErrors,
  });
  return (
    <UserFormLayout
      serverForm={serverForm}
      label={USER_EDITOR_TEXTS.create}
      submitLabel={USER_EDITOR_TEXTS.create}
      onCancel={onDone}
      avatarChosen={!!avatar.file}
      avatar={withAvatar && <AvatarPicker name="" currentUrl={null} file={avatar.file} onChange={choose} error={avatar.error} />}
    >
      <UserFormFields form={serverForm.form} roleOptions={roles} picksManager={picksManager} withPassword editable={() => true} />
    </UserFormLayout>
  );
}

function EditUserForm({ actor, user, onDone }: { actor: Actor; user: User; onDone: () => void }) {
  const editable = (field: UserField) => canEditUserField(actor, user, field);
  const picksManager = editable('manager_id') && user.role === 'secretary';
  const schema = useMemo(() => updateUserSchema(picksManager), [picksManager]);
  const [updateUser] = useUpdateUserMutation();
  const { avatar, choose, showServerErrors } = useAvatar();
  const serverForm = useServerForm({
    schema,
    defaultValues: userFormFrom(user),
    onSubmit: async (request) => {
      // Only what this actor may change is sent (a manager never sets his secretary's e-mail).
      const changes = Object.fromEntries(Object.entries(request).filter(([field]) => editable(field as UserField)));
      const manager_id = picksManager ? request.manager_id : undefined;
      await updateUser({ id: user.id, ...changes, manager_id, avatar: editable('avatar') ? avatar.file : null }).unwrap();
      notifications.show({ color: 'green', message: COMMON.saved });
      onDone();
    },
    onServerErrors: showServerErrors,
  });
  return (
    <UserFormLayout
      serverForm={serverForm}
      label={USER_EDITOR_TEXTS.editTitle}
      submitLabel={COMMON.save}
      onCancel={onDone}
      avatarChosen={!!avatar.file}
      avatar={
        editable('avatar') && (
          <AvatarPicker name={user.full_name} currentUrl={user.avatar} file={avatar.file} onChange={choose} error={avatar.error} />
        )
      }
    >
      <UserFormFields form={serverForm.form} roleOptions={[]} picksManager={picksManager} withPassword={false} editable={editable} />
    </UserFormLayout>
  );
}

interface UserFormLayoutProps<R extends Record<string, unknown>> {
  serverForm: ServerForm<UserFormValues, R>;
  label: string;
  submitLabel: string;
  onCancel: () => void;
  avatar: ReactNode;
  /** A new avatar was picked: the form holds a change even if no field was touched. */
  avatarChosen: boolean;
  children: ReactNode;
}

function UserFormLayout<R extends Record<string, unknown>>({
  serverForm,
  label,
  submitLabel,
  onCancel,
  avatar,
  avatarChosen,
  children,
}: UserFormLayoutProps<R>) {
  const { form, submit, submitting, succeeded, failure } = serverForm;
  useDirtyInModal((form.formState.isDirty || avatarChosen) && !succeeded);
  const cancel = useModalCancel(onCancel);
  return (
    <form onSubmit={submit} onKeyDown={submitOnlyByButton} noValidate aria-label={label}>
      <Stack gap="md">
        {avatar}
        {children}
        <FormActions failure={failure} submitting={submitting} submitLabel={submitLabel} onCancel={cancel} />
      </Stack>
    </form>
  );
}
