import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@protocolist/contracts/search';
import { groupHits } from './group-hits';
import { hitTarget, openableKinds, userTarget } from './hit-target';

const base = {
  event_date: '2026-11-10',
  secretary: { id: 3, full_name: 'Смирнова Анна' },
  protocol: { id: 7, protocol_number: 12, theme: 'Планёрка', stage: 'success_video_process' as const },
  task: null,
  meeting: null,
  section: null,
  start: null,
  snippet: [],
};
const hit = (kind: SearchHit['kind'], extra: Partial<SearchHit> = {}): SearchHit => ({ ...base, key: `${kind}-${Math.random()}`, kind, ...extra });

describe('where a search hit leads', () => {
  it('a transcript hit: the protocol at that second', () => {
    expect(hitTarget(hit('transcript', { start: 34.663 }), 'secretary')).toBe('/main/protocols/7?t=34.663');
  });
  it('a task hit: the task in the protocol’s tasks', () => {
    const task = { id: 5, essence: 'Претензии', status: 'process' as const, deadline: '2026-11-25', responsible: null };
    expect(hitTarget(hit('task', { task }), 'secretary')).toBe('/main/protocols/7?tab=tasks&task=5');
  });
  it('a section: the sections, or the final text once the protocol is final', () => {
    expect(hitTarget(hit('protocol', { section: 'Решили' }), 'secretary')).toBe('/main/protocols/7?tab=sections');
    expect(hitTarget(hit('protocol', { section: 'Решили', protocol: { ...base.protocol, stage: 'final' } }), 'secretary')).toBe(
      '/main/protocols/7?tab=final',
    );
    expect(hitTarget(hit('protocol'), 'secretary')).toBe('/main/protocols/7');
  });
  it('a meeting: the calendar on its day', () => {
    const meeting = { id: 2, theme: 'Аренда', event_start_time: '10:00' };
    expect(hitTarget(hit('meeting', { protocol: null, meeting }), 'secretary')).toBe('/main/meetings?date=2026-11-10');
  });
  it('a manager and an admin: the read-only view of the secretary’s protocol, at the same place', () => {
    expect(hitTarget(hit('transcript', { start: 1 }), 'manager')).toBe('/main/secretaries/3/protocols/7?t=1');
    expect(hitTarget(hit('protocol'), 'admin')).toBe('/main/secretaries/3/protocols/7');
    const task = { id: 5, essence: 'Претензии', status: 'process' as const, deadline: '2026-11-25', responsible: null };
    expect(hitTarget(hit('task', { task }), 'manager')).toBe('/main/secretaries/3/protocols/7?tab=tasks&task=5');
  });
  it('nowhere for a page the role does not have: a manager has no meetings calendar', () => {
    const meeting = { id: 2, theme: 'Аренда', event_start_time: '10:00' };
    expect(hitTarget(hit('meeting', { protocol: null, meeting }), 'manager')).toBeNull();
    expect(hitTarget(hit('protocol'), 'external')).toBeNull();
  });
});

describe('what each role’s search offers', () => {
  it('filters by the kinds the role can open', () => {
    expect(openableKinds('secretary')).toEqual(['protocol', 'transcript', 'task', 'meeting']);
    expect(openableKinds('manager')).toEqual(['protocol', 'transcript', 'task']);
    expect(openableKinds('admin')).toEqual(['protocol', 'transcript', 'task']);
    expect(openableKinds('external')).toEqual([]);
  });
  it('a person found: the user directory searched for him, the blocked shown', () => {
    const user = { id: 4, full_name: 'Фёдоров Пётр', email: 'f@example.com', role: 'secretary' as const, department: null, position: null, is_active: true };
    expect(userTarget(user, 'admin')).toBe('/main/settings/users?search=f%40example.com');
    expect(userTarget({ ...user, email: null, is_active: false }, 'admin')).toBe(
      `/main/settings/users?search=${encodeURIComponent('Фёдоров Пётр').replaceAll('%20', '+')}&blocked=1`,
    );
  });
});

describe('grouping hits', () => {
  it('groups by kind in a fixed order, best first within each, and numbers them as shown', () => {
    const hits = [hit('task'), hit('transcript'), hit('protocol'), hit('transcript')];
    const { groups, ordered } = groupHits(hits);
    expect(groups.map((group) => group.kind)).toEqual(['protocol', 'transcript', 'task']);
    expect(ordered).toEqual([hits[2], hits[1], hits[3], hits[0]]);
    expect(groups[1]!.hits.map((entry) => entry.index)).toEqual([1, 2]);
  });
});
