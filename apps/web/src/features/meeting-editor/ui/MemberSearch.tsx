import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { roleLabelOf } from '@protocolist/contracts/enums';
import { useGetUsersQuery, UserAvatar, type User, type UserRef } from '../../../entities/user';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

const SEARCH_LIMIT = 20;
const DEBOUNCE_MS = 250;

interface MemberSearchProps {
  /** Users already in the meeting: not offered again. */
  chosenIds: ReadonlySet<number>;
  onPick: (user: UserRef) => void;
  error?: string | null;
}

/** A searchable list over the user directory (GET /api/users?search): active non-admin users for a secretary. */
export function MemberSearch({ chosenIds, onPick, error }: MemberSearchProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const combobox = useCombobox({
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => {
      setOpened(false);
      combobox.resetSelectedOption();
    },
  });
  const users = useGetUsersQuery({ search: debounced, limit: SEARCH_LIMIT }, { skip: !opened });
  const options = useMemo(
    () => (users.currentData?.data ?? []).filter((user: User) => !chosenIds.has(user.id)),
    [users.currentData, chosenIds],
  );

  useEffect(() => {
    // Enter picks the first match, as in any search box.
    if (opened && options.length > 0) combobox.selectFirstOption();
  }, [opened, options, combobox]);

  const pick = (value: string) => {
    const user = options.find((candidate) => String(candidate.id) === value);
    if (user) onPick(user);
    setSearch('');
    combobox.closeDropdown();
  };

  // Enter in the search box never submits the meeting form.
  const keepFormFromSubmitting = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={MEETING_EDITOR_TEXTS.fields.members}
          placeholder={MEETING_EDITOR_TEXTS.placeholders.members}
          leftSection={<IconSearch size={16} />}
          rightSection={users.isFetching ? <Loader size={16} /> : null}
          value={search}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={keepFormFromSubmitting}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {options.map((user) => (
            <Combobox.Option value={String(user.id)} key={user.id}>
              <Group gap="sm" wrap="nowrap">
                <UserAvatar user={user} size={28} radius="xl" />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fz="sm" fw={500} truncate>
                    {user.full_name}
                  </Text>
                  <Text fz="xs" c="inherit" opacity={0.7} truncate>
                    {[user.email, user.department].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {user.role === 'external' && (
                  <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                    {roleLabelOf(user.role, user.gender)}
                  </Badge>
                )}
              </Group>
            </Combobox.Option>
          ))}
          {options.length === 0 && !users.isFetching && <Combobox.Empty>{MEETING_EDITOR_TEXTS.members.nothingFound}</Combobox.Empty>}
          {options.length === 0 && users.isFetching && <Combobox.Empty>{MEETING_EDITOR_TEXTS.members.searching}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
