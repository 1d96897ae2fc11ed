import { randomUUID } from 'node:crypto';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import type { SpeakerName } from '../../db/schema.ts';
import type { Segment } from '../../pipeline/speech/types.ts';
import {
  looksLikePersonName,
  namesPerson,
  samePersonSuggested,
  suggestMembers,
  unknownSpeakerReason,
  type DirectoryPerson,
} from '../../pipeline/tasks/index.ts';
import { personGender } from '../../lib/russian/index.ts';

/** A speaker label that was heard as one name and is now called another (a directory person or a typed name). */
export interface SpeakerRename {
  from: string;
  to: SpeakerName;
}

/** What the secretary changed: the name each label was shown under before (the label itself when unnamed) and now. */
export function speakerRenames(
  labels: readonly string[],
  before: Readonly<Record<string, SpeakerName>>,
  after: Readonly<Record<string, SpeakerName>>,
): SpeakerRename[] {
  return labels.flatMap((label) => {
    const from = before[label]?.name ?? label;
    const to = after[label] ?? { user_id: null, name: label };
    return from === to.name && (before[label]?.user_id ?? null) === to.user_id ? [] : [{ from, to }];
  });
}

const heard = (name: string): DirectoryPerson => ({ id: 0, full_name: name });

/**
 * The member suggestions after speakers were named: a suggestion of the old name becomes the new person (keeping its
 * id, so the secretary sees it corrected), then people newly found in the named transcript join; nobody twice, no
 * member of the protocol (`memberIds`) at all.
 */
export function renamedMemberSuggestions(
  current: readonly SuggestedMember[],
  renames: readonly SpeakerRename[],
  named: readonly Segment[],
  directory: readonly DirectoryPerson[],
  memberIds: ReadonlySet<number>,
): SuggestedMember[] {
  const renamed = current.flatMap((item): SuggestedMember[] => {
    const rename = item.user_id === null ? renames.find((r) => samePersonSuggested(item, { user_id: null, full_name: r.from })) : undefined;
    if (!rename) return [item];
    const gender = personGender(rename.to.name);
    if (rename.to.user_id !== null) return [{ ...item, user_id: rename.to.user_id, full_name: rename.to.name, gender }];
    if (!looksLikePersonName(rename.to.name)) return [];
    return [{ ...item, full_name: rename.to.name, reason: unknownSpeakerReason(gender), gender }];
  });
  const fresh = suggestMembers(named, directory).map((suggestion) => ({ id: randomUUID(), ...suggestion }));
  const result: SuggestedMember[] = [];
  for (const item of [...renamed, ...fresh]) {
    if (item.user_id !== null && memberIds.has(item.user_id)) continue;
    if (result.some((kept) => samePersonSuggested(kept, item))) continue;
    result.push(item);
  }
  return result;
}

/** Task suggestions without a person that name a renamed speaker by the old or the new name get the new one. */
export function renamedTaskSuggestions(current: readonly SuggestedTask[], renames: readonly SpeakerRename[]): SuggestedTask[] {
  return current.map((task) => {
    if (task.responsible_id !== null || !task.responsible_name) return task;
    const name = task.responsible_name;
    const rename = renames.find((r) => namesPerson(name, heard(r.from)) || namesPerson(name, heard(r.to.name)));
    if (!rename || !looksLikePersonName(rename.to.name)) return task;
    return { ...task, responsible_id: rename.to.user_id, responsible_name: rename.to.name };
  });
}
