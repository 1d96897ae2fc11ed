import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type Role, ROLE_LABELS } from '@protocolist/contracts/enums';
import type { UserField } from '@protocolist/contracts/policies';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useGetUsersQuery } from '../../../entities/user';
import { EmailInput, PasswordField } from '../../../shared/ui';
import { FIELD_LABELS } from '../../../shared/config';
import type { UserFormValues } from '../model/user-form-schema';
import { USER_EDITOR_TEXTS } from '../config/messages';

interface UserFormFieldsProps<R> {
  form: UseFormReturn<UserFormValues, unknown, R>;
  roleOptions: readonly Role[];
  /** The actor chooses a secretary's manager (the admin). */
  picksManager: boolean;
  withPassword: boolean;
  /** Fields the actor may change; the others are shown read-only. */
  editable: (field: UserField) => boolean;
}

/** Inputs of the create/edit user form; what is shown depends on the acting role and the edited user. */
export function UserFormFields<R>({ form, roleOptions, picksManager, withPassword, editable }: UserFormFieldsProps<R>) {
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const showManager = picksManager && role === 'secretary';
  const managers = useGetUsersQuery({ role: 'manager', limit: 100 }, { skip: !showManager });
  const managerOptions = (managers.data?.data ?? []).map((manager) => ({
    value: String(manager.id),
    label: USER_EDITOR_TEXTS.managerOption(manager.full_name, manager.email),
  }));
  const isExternal = role === 'external';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {roleOptions.length > 1 && (
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={FIELD_LABELS.role}
              data={roleOptions.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={errors.role?.message}
            />
          )}
        />
      )}
      {showManager && (
        <Controller
          control={form.control}
          name="manager_id"
          render={({ field }) => (
            <Select
              label={USER_EDITOR_TEXTS.manager}
              placeholder={USER_EDITOR_TEXTS.managerPlaceholder}
              data={managerOptions}
              searchable
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.manager_id?.message}
            />
          )}
        />
      )}
      <TextInput label={FIELD_LABELS.fullName} error={errors.full_name?.message} {...form.register('full_name')} />
      <EmailInput
        autoComplete="off"
        disabled={!editable('email')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label={isExternal ? FIELD_LABELS.organization : FIELD_LABELS.department}
        error={errors.department?.message}
        {...form.register('department')}
      />
      <TextInput label={FIELD_LABELS.position} error={errors.position?.message} {...form.register('position')} />
      {withPassword && !isExternal && (
        <PasswordField
          label={USER_EDITOR_TEXTS.passwordOptional}
          description={USER_EDITOR_TEXTS.passwordHint}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
    </SimpleGrid>
  );
}
