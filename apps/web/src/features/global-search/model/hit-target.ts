import type { Role } from '@protocolist/contracts/enums';
import type { SearchHit } from '@protocolist/contracts/search';
import { canOpen, meetingsDayPath, protocolPath, secretaryProtocolPath } from '../../../shared/config';

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
