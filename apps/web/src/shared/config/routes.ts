import { ROLES, type Role } from '@protocolist/contracts/enums';
import { ROLE_ACTIONS, scopeOf } from '@protocolist/contracts/policies';
import { PAGE_TITLES } from './page-titles';

/**
 * Roles that read other people's protocols (a manager his secretaries', an admin everyone's) but write none: they
 * read them on the read-only pages under /main/secretaries. Taken from the one access policy, not listed again.
 */
const PROTOCOL_READERS = ROLES.filter((role) => {
  const read = scopeOf('protocol', role, 'read');
  return (read === 'team' || read === 'all') && scopeOf('protocol', role, 'write') === 'none';
});

/** The one role → page table: the router guard and the side navigation both read it. */
export const MAIN_PAGES = {
  home: { path: 'home', roles: ['secretary'], title: PAGE_TITLES.home },
  meetings: { path: 'meetings', roles: ['secretary'], title: PAGE_TITLES.meetings },
  protocols: { path: 'protocols', roles: ['secretary'], title: PAGE_TITLES.protocols },
  protocolAdd: { path: 'protocols/add', roles: ['secretary'], title: PAGE_TITLES.protocolAdd },
  protocol: { path: 'protocols/:id', roles: ['secretary'], title: PAGE_TITLES.protocol },
  recording: { path: 'protocols/:id/recording', roles: ['secretary'], title: PAGE_TITLES.recording },
  secretaries: { path: 'secretaries', roles: ['manager'], title: PAGE_TITLES.secretaries },
  assignments: { path: 'assignments', roles: ['secretary', 'manager'], title: PAGE_TITLES.assignments },
  secretaryWork: { path: 'secretaries/:secretaryId', roles: ['manager'], title: PAGE_TITLES.secretaryWork },
  secretaryProtocol: { path: 'secretaries/:secretaryId/protocols/:protocolId', roles: PROTOCOL_READERS, title: PAGE_TITLES.protocol },
  speech: { path: 'speech', roles: ROLE_ACTIONS['speech.manage'], title: PAGE_TITLES.speech },
  settings: { path: 'settings', roles: ['admin', 'manager', 'secretary'], title: PAGE_TITLES.settings },
  settingsUsers: { path: 'settings/users', roles: ['admin', 'manager', 'secretary'], title: PAGE_TITLES.settingsUsers },
  settingsKeywords: { path: 'settings/keywords', roles: ['secretary'], title: PAGE_TITLES.settingsKeywords },
} as const satisfies Record<string, { path: string; roles: readonly Role[]; title: string }>;

export type MainPage = keyof typeof MAIN_PAGES;

/** Side navigation, in display order; each item is shown only to the roles its page allows. */
export const NAVIGATION_PAGES = ['home', 'meetings', 'protocols', 'secretaries', 'assignments', 'speech', 'settings'] as const satisfies readonly MainPage[];

/** Tabs of the settings section, in display order. */
export const SETTINGS_PAGES = ['settings', 'settingsUsers', 'settingsKeywords'] as const satisfies readonly MainPage[];

export const ROUTES = {
  root: '/',
  login: '/login',
  changePassword: '/change-password',
  resetPassword: '/change-password/:token',
  taskReport: '/report/:token',
  main: '/main',
} as const;

/** A guest page's address with the e-mail to fill in (the login or the reset request form reads it). */
export function withEmail(path: string, email: string): string {
  return email ? `${path}?${new URLSearchParams({ email })}` : path;
}

export function mainPath(page: MainPage): string {
  return `${ROUTES.main}/${MAIN_PAGES[page].path}`;
}

export function protocolPath(protocolId: number | string): string {
  return `${ROUTES.main}/protocols/${protocolId}`;
}

/** A secretary's protocol as her manager (or an admin) reads it: the read-only view. */
export function secretaryProtocolPath(secretaryId: number, protocolId: number): string {
  return `${ROUTES.main}/secretaries/${secretaryId}/protocols/${protocolId}`;
}

/** A secretary's protocols and tasks for her manager (`tab`: which list; the rest: its filters). */
/** The register of assignments with its filters (the names it keeps in the address: status, overdue, person…). */
export function assignmentsPath(params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${mainPath('assignments')}${query ? `?${query}` : ''}`;
}

export function secretaryWorkPath(secretaryId: number, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${ROUTES.main}/secretaries/${secretaryId}${query ? `?${query}` : ''}`;
}

/**
 * Where a role that may not open `page` reads the same object instead: a manager or an admin given a secretary's
 * protocol link (/main/protocols/1) is taken to its read-only view, not silently sent away.
 */
const READING_PAGES: Partial<Record<MainPage, MainPage>> = { protocol: 'secretaryProtocol' };

/** Whether some role reads what `page` shows on another page (its route then offers the way there). */
export function isReadElsewhere(page: MainPage): boolean {
  return Object.hasOwn(READING_PAGES, page);
}

export function readingPageFor(role: Role | null | undefined, page: MainPage): MainPage | null {
  const reading = READING_PAGES[page];
  return reading && !canOpen(role, page) && canOpen(role, reading) ? reading : null;
}

/** The recording screen of a protocol (issue 27). */
export function recordingPath(protocolId: number | string): string {
  return `${protocolPath(protocolId)}/recording`;
}

/** The new-protocol form that opens the recording screen once the protocol is made (from a meeting or blank). */
export function newRecordingPath(meetingId?: number): string {
  return `${mainPath('protocolAdd')}?${meetingId ? `meeting_id=${meetingId}&` : ''}record=1`;
}

/** The meetings calendar on one day (`date` 'YYYY-MM-DD'): a date without a view opens the day view. */
export function meetingsDayPath(date: string): string {
  return `${mainPath('meetings')}?date=${date}`;
}

export function canOpen(role: Role | null | undefined, page: MainPage): boolean {
  return !!role && (MAIN_PAGES[page].roles as readonly Role[]).includes(role);
}

export function navigationFor(role: Role | null | undefined): MainPage[] {
  return NAVIGATION_PAGES.filter((page) => canOpen(role, page));
}

export function settingsTabsFor(role: Role | null | undefined): MainPage[] {
  return SETTINGS_PAGES.filter((page) => canOpen(role, page));
}

/** Where bare /main and the logo lead: secretary → home, manager → secretaries, anyone else → settings. */
export function defaultPathFor(role: Role | null | undefined): string {
  if (role === 'secretary') return mainPath('home');
  if (role === 'manager') return mainPath('secretaries');
  return mainPath('settings');
}
