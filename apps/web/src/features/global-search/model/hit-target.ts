import type { Role } from '@protocolist/contracts/enums';
import type { SearchHit } from '@protocolist/contracts/search';
import { canOpen, meetingsDayPath, protocolPath } from '../../../shared/config';

/**
 * Where a hit leads, or null where the role has no page for it (managers and admins read search results but have
 * no protocol page): a transcript hit opens the protocol's video at that second, a task hit the task in the
 * protocol's tasks, a section the protocol's sections (its final text once saved), a meeting its day.
 */
export function hitTarget(hit: SearchHit, role: Role | null | undefined): string | null {
  if (hit.kind === 'meeting') return canOpen(role, 'meetings') ? meetingsDayPath(hit.event_date) : null;
  if (!hit.protocol || !canOpen(role, 'protocol')) return null;
  const base = protocolPath(hit.protocol.id);
  switch (hit.kind) {
    case 'transcript':
      return `${base}?t=${hit.start ?? 0}`;
    case 'task':
      return `${base}?tab=tasks&task=${hit.task!.id}`;
    default:
      if (!hit.section) return base;
      return `${base}?tab=${hit.protocol.stage === 'final' ? 'final' : 'sections'}`;
  }
}
