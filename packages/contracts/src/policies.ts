import { ROLES, type Role } from './enums.ts';

/**
 * The role × action table (PRODUCT.md §2, §5, §10): the one place that says who may do what. The server
 * enforces it (one access layer over these tables); the web reads it only to hide what a role cannot do.
 */

/**
 * Which rows of data a secretary owns a user reaches:
 * - `own`: rows whose secretary is the user herself;
 * - `team`: rows of the secretaries whose manager is the user;
 * - `all`: every row;
 * - `none`: no row (asked for one, the answer is 404: never a hint that it exists).
 */
export type Scope = 'own' | 'team' | 'all' | 'none';

/** Kinds of data that belong to one secretary. Members, transcripts, documents and media go with their protocol. */
export const OWNED_KINDS = ['meeting', 'protocol', 'task', 'keyword', 'secretary_stats'] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

export type Intent = 'read' | 'write';

const SECRETARY_WORK = {
  admin: { read: 'all', write: 'none' },
  manager: { read: 'team', write: 'none' },
  secretary: { read: 'own', write: 'own' },
  external: { read: 'none', write: 'none' },
} as const satisfies Record<Role, Record<Intent, Scope>>;

export const OWNED_ACCESS: Readonly<Record<OwnedKind, Readonly<Record<Role, Readonly<Record<Intent, Scope>>>>>> = {
  meeting: SECRETARY_WORK,
  protocol: SECRETARY_WORK,
  task: SECRETARY_WORK,
  // Keywords are a secretary's own working tool: nobody else reads them.
  keyword: {
    admin: { read: 'none', write: 'none' },
    manager: { read: 'none', write: 'none' },
    secretary: { read: 'own', write: 'own' },
    external: { read: 'none', write: 'none' },
  },
  // Statistics are read-only by nature.
  secretary_stats: {
    admin: { read: 'all', write: 'none' },
    manager: { read: 'team', write: 'none' },
    secretary: { read: 'own', write: 'none' },
    external: { read: 'none', write: 'none' },
  },
};

export function scopeOf(kind: OwnedKind, role: Role, intent: Intent): Scope {
  return OWNED_ACCESS[kind][role][intent];
}

/** Roles that reach some row of `kind` for `intent`: a route's role guard (the others get 403 at once). */
export function rolesWithAccess(kind: OwnedKind, intent: Intent): Role[] {
  return ROLES.filter((role) => OWNED_ACCESS[kind][role][intent] !== 'none');
}

/** Whether a user of `role` with id `userId` reaches a row owned by `secretaryId` whose manager is `managerId`. */
export function reaches(scope: Scope, userId: number, owner: { secretaryId: number; managerId: number | null }): boolean {
  if (scope === 'all') return true;
  if (scope === 'own') return owner.secretaryId === userId;
  if (scope === 'team') return owner.managerId === userId;
  return false;
}

/** Actions that are not about one secretary's rows: who may do them at all. */
export const ROLE_ACTIONS = {
  /** Create meetings, protocols, tasks and keywords (they become the creator's own). */
  'work.create': ['secretary'],
  /** The manager's statistics over his secretaries (`/api/stats/manager/*`). */
  'stats.team': ['manager', 'admin'],
  /** A personal iCalendar feed of one's meetings. */
  'calendar.feed': ['secretary'],
  /** The organisation's settings: name printed on documents, time zone, numbering. */
  'settings.organization': ['admin'],
  /** Speech-recognition models and engine. */
  'speech.manage': ['admin'],
  /** Full-text search over what the user may read. */
  'search.use': ['admin', 'manager', 'secretary'],
  /** The user directory (`/api/users`): whom each role sees is `USER_VISIBILITY`. */
  'users.list': ['admin', 'manager', 'secretary'],
} as const satisfies Record<string, readonly Role[]>;

export type RoleAction = keyof typeof ROLE_ACTIONS;

export function can(role: Role | null | undefined, action: RoleAction): boolean {
  return !!role && (ROLE_ACTIONS[action] as readonly Role[]).includes(role);
}

/**
 * Whom each role sees in the user directory: admin everyone; a manager his secretaries; a secretary the active
 * non-admin users (she picks members, chairs and task owners from them). Everyone also sees himself.
 */
export const USER_VISIBILITY = {
  admin: 'everyone',
  manager: 'own_secretaries',
  secretary: 'active_non_admins',
  external: 'nobody',
} as const satisfies Record<Role, string>;

/** Roles each role may create: admins any; a manager secretaries (his own); a secretary external members. */
export const CREATABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  admin: ['admin', 'manager', 'secretary', 'external'],
  manager: ['secretary'],
  secretary: ['external'],
  external: [],
};

/** How the actor stands to the user being changed; decided by the server from the rows. */
export type UserRelation = 'self' | 'admin' | 'manager_of' | 'creator_of_external' | 'none';

export const USER_FIELDS = ['full_name', 'email', 'password', 'department', 'position', 'avatar', 'is_active', 'role', 'manager_id'] as const;
export type UserField = (typeof USER_FIELDS)[number];

/**
 * Fields each relation may change. A manager renames, blocks and unblocks his secretaries but never sets their
 * e-mail or password (he sends a reset link instead); an external member is edited by the secretary who created
 * him; nobody blocks himself; a password of one's own needs the current one.
 */
export const USER_EDITABLE_FIELDS: Readonly<Record<UserRelation, readonly UserField[]>> = {
  self: ['full_name', 'email', 'password', 'department', 'position', 'avatar'],
  admin: USER_FIELDS,
  manager_of: ['full_name', 'department', 'position', 'avatar', 'is_active'],
  creator_of_external: ['full_name', 'email', 'department', 'position', 'avatar'],
  none: [],
};

/** How `actor` stands to `target` (a target's manager and creator as ids; null when none). */
export function userRelation(
  actor: { id: number; role: Role },
  target: { id: number; role: Role; managerId: number | null; createdBy: number | null },
): UserRelation {
  if (actor.id === target.id) return 'self';
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'manager' && target.role === 'secretary' && target.managerId === actor.id) return 'manager_of';
  if (actor.role === 'secretary' && target.role === 'external' && target.createdBy === actor.id) return 'creator_of_external';
  return 'none';
}

export function canEditField(relation: UserRelation, field: UserField): boolean {
  return USER_EDITABLE_FIELDS[relation].includes(field);
}
