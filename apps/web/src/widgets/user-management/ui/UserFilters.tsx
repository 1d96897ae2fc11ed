import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ROLES, type Role } from '@protocolist/contracts/enums';
import { FIELD_LABELS, ROLE_LABELS, USERS_TEXTS } from '../../../shared/config';

export interface UserFilterValues {
  search: string;
  withBlocked: boolean;
  role: Role | null;
}

interface UserFiltersProps {
  value: UserFilterValues;
  onChange: (value: UserFilterValues) => void;
  withRoleFilter: boolean;
}

export function UserFilters({ value, onChange, withRoleFilter }: UserFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label={FIELD_LABELS.search}
        placeholder={USERS_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        type="search"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={280}
      />
      {withRoleFilter && (
        <Select
          label={FIELD_LABELS.role}
          placeholder={USERS_TEXTS.allRoles}
          data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={value.role}
          onChange={(role) => onChange({ ...value, role: (role as Role | null) ?? null })}
          clearable
          w={220}
        />
      )}
      <Checkbox
        label={USERS_TEXTS.showBlocked}
        checked={value.withBlocked}
        onChange={(event) => onChange({ ...value, withBlocked: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
