import type { Role } from '@protocolist/contracts/enums';
import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchUserHit } from '@protocolist/contracts/search';
import { canOpen, mainPath, meetingsDayPath, protocolPath, secretaryProtocolPath } from '../../../shared/config';

/** Whether a role has a page for hits of `kind` (a manager has no meetings calendar; a protocol he reads). */
function opensKind(kind: SearchKind, role: Role | null | undefined): boolean {
  if (kind === 'meeting') return canOpen(role, 'meetings');
  return canOpen(role, 'protocol') || canOpen(role, 'secretaryProtocol');
}

/** The kinds the search's filter offers a role: those it can open. */
export function openableKinds(role: Role | null | undefined): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => opensKind(kind, role));
}

/** A person found (the admin's search): the user directory, searched for him. */
export function userTarget(user: SearchUserHit, role: Role | null | undefined): string | null {
  if (!canOpen(role, 'settingsUsers')) return null;
  // The directory hides the blocked unless asked to show them.
  const params = new URLSearchParams({ search: user.email ?? user.full_name, ...(user.is_active ? {} : { blocked: '1' }) });
  return `${mainPath('settingsUsers')}?${params}`;
}

/** The page a role reads a hit's protocol on: a secretary her own, a manager or an admin the read-only view. */
function protocolBase(hit: SearchHit, role: Role | null | undefined): string | null {
  if (!hit.protocol) return null;
  if (canOpen(role, 'protocol')) return protocolPath(hit.protocol.id);
  if (canOpen(role, 'secretaryProtocol')) return secretaryProtocolPath(hit.secretary.id, hit.protocol.id);
  return null;
}

/**
 * Where a hit leads, or null where the role has no page for it (a manager has no meetings calendar): a transcript
 * hit opens the protocol's video at that second, a task hit the task in the protocol's tasks, a section the
 * protocol's text, a meeting its day.
 */
export function hitTarget(hit: SearchHit, role: Role | null | undefined): string | null {
  if (hit.kind === 'meeting') return canOpen(role, 'meetings') ? meetingsDayPath(hit.event_date) : null;
  const base = protocolBase(hit, role);
  if (!base) return null;
  switch (hit.kind) {
    case 'transcript':
      return `${base}?t=${hit.start ?? 0}`;
    case 'task':
      return `${base}?tab=tasks&task=${hit.task!.id}`;
    default:
      if (!hit.section) return base;
      return `${base}?tab=${hit.protocol!.stage === 'final' ? 'final' : 'sections'}`;
  }
}
