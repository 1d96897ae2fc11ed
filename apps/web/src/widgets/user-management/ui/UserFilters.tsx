import { Checkbox, Group, Select } from '@mantine/core';
import { ROLE_LABELS, ROLES, type Role } from '@protocolist/contracts/enums';
import { FIELD_LABELS } from '../../../shared/config';
import { SearchInput } from '../../../shared/ui';
import { USER_LIST_TEXTS } from '../config/messages';

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
      <SearchInput
        placeholder={USER_LIST_TEXTS.searchPlaceholder}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={280}
      />
      {withRoleFilter && (
        <Select
          label={FIELD_LABELS.role}
          placeholder={USER_LIST_TEXTS.allRoles}
          data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={value.role}
          onChange={(role) => onChange({ ...value, role: (role as Role | null) ?? null })}
          clearable
          w={220}
        />
      )}
      <Checkbox
        label={USER_LIST_TEXTS.showBlocked}
        checked={value.withBlocked}
        onChange={(event) => onChange({ ...value, withBlocked: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
