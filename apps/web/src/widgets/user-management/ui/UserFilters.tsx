import { Checkbox, Group, Select } from '@mantine/core';
import { ROLE_LABELS, ROLES, type Role } from '@protocolist/contracts/enums';
import { FIELD_LABELS } from '../../../shared/config';
import type { SearchBox } from '../../../shared/lib';
import { SearchInput } from '../../../shared/ui';
import { USER_LIST_TEXTS } from '../config/messages';

/** The filters besides the search text, changed together with the page. */
export interface UserFilterValues {
  /** Blocked users shown too. */
  blocked: boolean;
  role: Role | null;
}

interface UserFiltersProps {
  search: SearchBox;
  value: UserFilterValues;
  onChange: (value: Partial<UserFilterValues>) => void;
  withRoleFilter: boolean;
}

export function UserFilters({ search, value, onChange, withRoleFilter }: UserFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchInput
        placeholder={USER_LIST_TEXTS.searchPlaceholder}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        w={280}
      />
      {withRoleFilter && (
        <Select
          label={FIELD_LABELS.role}
          placeholder={USER_LIST_TEXTS.allRoles}
          data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={value.role}
          onChange={(role) => onChange({ role: (role as Role | null) ?? null })}
          clearable
          w={220}
        />
      )}
      <Checkbox
        label={USER_LIST_TEXTS.showBlocked}
        checked={value.blocked}
        onChange={(event) => onChange({ blocked: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
