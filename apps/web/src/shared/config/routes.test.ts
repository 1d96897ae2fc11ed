import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@protocolist/contracts/enums';
import {
  canOpen,
  defaultPathFor,
  MAIN_PAGES,
  mainPath,
  navigationFor,
  readingPageFor,
  secretaryProtocolPath,
  secretaryWorkPath,
  settingsTabsFor,
  type MainPage,
} from './routes';
import { NAV_LABELS } from './page-titles';

// Seed §2 "Pages inside /main", row by row.
const SEED_TABLE: Record<string, Role[]> = {
  settings: ['admin', 'manager', 'secretary'],
  'settings/users': ['admin', 'manager', 'secretary'],
  secretaries: ['manager'],
  home: ['secretary'],
  'settings/keywords': ['secretary'],
  protocols: ['secretary'],
  meetings: ['secretary'],
  'protocols/add': ['secretary'],
  'protocols/:id': ['secretary'],
  // Issue 12: the speech-recognition page, for whom contracts' `speech.manage` allows.
  speech: ['admin'],
  // Issue 24: a manager's drill-down into one secretary's work, and the read-only protocol of whoever reads
  // others' protocols without writing them (OWNED_ACCESS.protocol: a manager his team's, an admin everyone's).
  'secretaries/:secretaryId': ['manager'],
  'secretaries/:secretaryId/protocols/:protocolId': ['admin', 'manager'],
  // Issue 27: recording a meeting in the browser, on the secretary's own protocol.
  'protocols/:id/recording': ['secretary'],
  // Issue 24: «Поручения», the register of assignments (a secretary's own, a manager's team's).
  assignments: ['secretary', 'manager'],
};

describe('role → page table', () => {
  it('allows exactly the roles of the seed for every page', () => {
    const pages = Object.keys(MAIN_PAGES) as MainPage[];
    expect(pages.map((page) => MAIN_PAGES[page].path).sort()).toEqual(Object.keys(SEED_TABLE).sort());
    for (const page of pages) {
      const allowed = SEED_TABLE[MAIN_PAGES[page].path]!;
      for (const role of ROLES) expect(canOpen(role, page), `${role} → ${page}`).toBe(allowed.includes(role));
    }
  });

  it('takes a reader of a secretary’s protocol link to the read-only view; the secretary stays on her page', () => {
    expect(readingPageFor('manager', 'protocol')).toBe('secretaryProtocol');
    expect(readingPageFor('admin', 'protocol')).toBe('secretaryProtocol');
    expect(readingPageFor('secretary', 'protocol')).toBeNull();
    expect(readingPageFor('external', 'protocol')).toBeNull();
    expect(readingPageFor('manager', 'meetings')).toBeNull();
    expect(secretaryProtocolPath(3, 7)).toBe('/main/secretaries/3/protocols/7');
    expect(secretaryWorkPath(3, { tab: 'tasks', taskStatus: 'expired' })).toBe('/main/secretaries/3?tab=tasks&taskStatus=expired');
  });

  it('lets nobody in while the role is unknown', () => {
    expect(canOpen(null, 'settings')).toBe(false);
    expect(navigationFor(null)).toEqual([]);
  });

  it('builds the side navigation per role in the seed order', () => {
    expect(navigationFor('manager')).toEqual(['secretaries', 'assignments', 'settings']);
    expect(navigationFor('secretary')).toEqual(['home', 'meetings', 'protocols', 'assignments', 'settings']);
    expect(navigationFor('admin')).toEqual(['speech', 'settings']);
    expect(navigationFor('external')).toEqual([]);
  });

  it('titles navigation pages with the navigation labels', () => {
    expect(navigationFor('secretary').map((page) => MAIN_PAGES[page].title)).toEqual([
      NAV_LABELS.home,
      NAV_LABELS.meetings,
      NAV_LABELS.protocols,
      NAV_LABELS.assignments,
      NAV_LABELS.settings,
    ]);
    expect(MAIN_PAGES.secretaries.title).toBe('Секретари');
  });

  it('sends bare /main to the default page of the role', () => {
    expect(defaultPathFor('secretary')).toBe('/main/home');
    expect(defaultPathFor('manager')).toBe('/main/secretaries');
    expect(defaultPathFor('admin')).toBe('/main/settings');
    expect(defaultPathFor('external')).toBe('/main/settings');
    expect(mainPath('settingsUsers')).toBe('/main/settings/users');
  });

  it('offers settings sections the role may open', () => {
    expect(settingsTabsFor('secretary')).toEqual(['settings', 'settingsUsers', 'settingsKeywords']);
    expect(settingsTabsFor('admin')).toEqual(['settings', 'settingsUsers']);
  });
});
