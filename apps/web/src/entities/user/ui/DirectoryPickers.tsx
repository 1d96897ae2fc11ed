import {
  Group,
  MultiSelect,
  Select,
  Text,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  type ComboboxParsedItem,
  type MultiSelectProps,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserRef } from '@protocolist/contracts/users';
import { useMemo, useState } from 'react';
import { useGetUsersQuery } from '../api/user-api';
import { directoryOptions, userMatches, type DirectoryGroups } from '../model/directory-options';
import { UserAvatar } from './UserAvatar';
import { DIRECTORY_TEXTS } from '../config/messages';

const DIRECTORY_LIMIT = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** Users to offer: the known ones, the directory's answer to the current search, and everyone picked so far. */
function useDirectory(known: readonly UserRef[], groups: DirectoryGroups) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useGetUsersQuery({ search: debounced, limit: DIRECTORY_LIMIT });
  const [picked, setPicked] = useState<UserRef[]>([]);
  const results = useMemo(() => found.data?.data ?? [], [found.data]);
  const byId = useMemo(() => {
    const map = new Map<string, UserRef>();
    for (const user of [...picked, ...results, ...known]) map.set(String(user.id), user);
    return map;
  }, [picked, results, known]);
  const data = useMemo(
    () => directoryOptions(known, [...results, ...picked], groups),
    [known, results, picked, groups],
  );
  const filter: OptionsFilter = ({ options, search: text }) => {
    const keep = (item: ComboboxItem) => {
      const user = byId.get(item.value);
      return user ? userMatches(user, text) : item.label.toLowerCase().includes(text.toLowerCase());
    };
    return options.flatMap((entry): ComboboxParsedItem[] => {
      if ('group' in entry) {
        const items = entry.items.filter(keep);
        return items.length ? [{ ...entry, items }] : [];
      }
      return keep(entry) ? [entry] : [];
    });
  };
  const remember = (ids: string[]) => {
    const users = ids.map((id) => byId.get(id)).filter((user): user is UserRef => !!user);
    setPicked((current) => [...current.filter((user) => !users.some((u) => u.id === user.id)), ...users]);
    return users;
  };
  const renderOption = ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => {
    const user = byId.get(option.value);
    const details = [user?.position, user?.email].filter(Boolean).join(' · ');
    return (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar user={user} size="sm" radius="xl" />
        <div>
          <Text fz="sm">{option.label}</Text>
          {details && (
            <Text fz="xs" c="dimmed">
              {details}
            </Text>
          )}
        </div>
      </Group>
    );
  };
  // What both pickers hand to Mantine's combobox.
  const comboboxProps = {
    searchable: true,
    clearable: true,
    data,
    filter,
    renderOption,
    nothingFoundMessage: found.isFetching ? DIRECTORY_TEXTS.searching : DIRECTORY_TEXTS.nothingFound,
    searchValue: search,
    onSearchChange: setSearch,
  };
  return { comboboxProps, remember };
}

type PickerProps<P> = Omit<P, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  /** Users offered before any search (members of the protocol, people of the meeting). */
  knownUsers?: readonly UserRef[];
  groups?: DirectoryGroups;
};

const NO_USERS: readonly UserRef[] = [];
const NO_GROUPS: DirectoryGroups = {};

/** One person from the user directory (chair, task owner). */
export function DirectoryUserSelect({
  value,
  onChange,
  knownUsers = NO_USERS,
  groups = NO_GROUPS,
  ...props
}: PickerProps<SelectProps> & { value: number | null; onChange: (user: UserRef | null) => void }) {
  const directory = useDirectory(knownUsers, groups);
  return (
    <Select
      {...directory.comboboxProps}
      {...props}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? (directory.remember([id])[0] ?? null) : null)}
    />
  );
}

/** Several people from the user directory (protocol members). */
export function DirectoryUsersMultiSelect({
  value,
  onChange,
  knownUsers = NO_USERS,
  groups = NO_GROUPS,
  ...props
}: PickerProps<MultiSelectProps> & { value: number[]; onChange: (users: UserRef[]) => void }) {
  const directory = useDirectory(knownUsers, groups);
  return (
    <MultiSelect
      hidePickedOptions
      {...directory.comboboxProps}
      {...props}
      value={value.map(String)}
      onChange={(ids) => onChange(directory.remember(ids))}
    />
  );
}
