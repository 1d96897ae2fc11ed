import type { ComboboxItem, ComboboxParsedItem } from '@mantine/core';
import type { UserRef } from '@protocolist/contracts/users';

export interface DirectoryGroups {
  /** Heading of the users the caller knows (e.g. the protocol's members). */
  known?: string;
  /** Heading of the users found in the directory. */
  found?: string;
}

const option = (user: UserRef): ComboboxItem => ({ value: String(user.id), label: user.full_name });

/**
 * Options of a people picker: the known users first, then directory results not among them; with group
 * headings when both are named. Every user is listed once, so Mantine's unique-value rule holds.
 */
export function directoryOptions(
  known: readonly UserRef[],
  found: readonly UserRef[],
  groups: DirectoryGroups = {},
): ComboboxParsedItem[] {
  const seen = new Set<number>();
  const unique = (users: readonly UserRef[]) =>
    users.filter((user) => {
      if (seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    });
  const knownItems = unique(known).map(option);
  const foundItems = unique(found).map(option);
  if (groups.known && groups.found) {
    return [
      ...(knownItems.length ? [{ group: groups.known, items: knownItems }] : []),
      ...(foundItems.length ? [{ group: groups.found, items: foundItems }] : []),
    ];
  }
  return [...knownItems, ...foundItems];
}

/** Matches name or e-mail, case- and ё-insensitively: the directory search covers both. */
export function userMatches(user: Pick<UserRef, 'full_name' | 'email'>, search: string): boolean {
  const normalise = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е').trim();
  const wanted = normalise(search);
  if (!wanted) return true;
  return normalise(user.full_name).includes(wanted) || normalise(user.email ?? '').includes(wanted);
}
