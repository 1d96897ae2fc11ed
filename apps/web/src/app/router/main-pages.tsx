import type { ComponentType } from 'react';
import type { MainPage } from '../../shared/config';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Pages of the signed-in area load on first visit, so the calendar and charts stay out of the login bundle. This
 * table (each page's chunk and what it needs) loads with the screens' set-up, not with /login (issue 16).
 */
const MAIN_PAGE_LOADERS: Record<MainPage, () => PageModule> = {
  home: () => import('../../pages/home').then((m) => ({ default: m.HomePage })),
  meetings: () => import('../../pages/meetings').then((m) => ({ default: m.MeetingsPage })),
  protocols: () => import('../../pages/protocols').then((m) => ({ default: m.ProtocolsPage })),
  protocolAdd: () => import('../../pages/protocol-add').then((m) => ({ default: m.ProtocolAddPage })),
  protocol: () => import('../../pages/protocol').then((m) => ({ default: m.ProtocolPage })),
  recording: () => import('../../pages/recording').then((m) => ({ default: m.RecordingPage })),
  secretaries: () => import('../../pages/secretaries').then((m) => ({ default: m.SecretariesPage })),
  assignments: () => import('../../pages/assignments').then((m) => ({ default: m.AssignmentsPage })),
  secretaryWork: () => import('../../pages/secretary-work').then((m) => ({ default: m.SecretaryWorkPage })),
  secretaryProtocol: () => import('../../pages/protocol').then((m) => ({ default: m.SecretaryProtocolPage })),
  speech: () => import('../../pages/speech').then((m) => ({ default: m.SpeechPage })),
  settings: () => import('../../pages/settings').then((m) => ({ default: m.SettingsPage })),
  settingsUsers: () => import('../../pages/settings-users').then((m) => ({ default: m.SettingsUsersPage })),
  settingsKeywords: () => import('../../pages/settings-keywords').then((m) => ({ default: m.SettingsKeywordsPage })),
};

export function loadMainPage(page: MainPage): PageModule {
  return MAIN_PAGE_LOADERS[page]();
}

/** What takes a reader from a page he may not open to where he reads the same object (routes.ts, readingPageFor). */
const READING_REDIRECT_LOADERS: Partial<Record<MainPage, () => PageModule>> = {
  protocol: () => import('../../pages/protocol').then((m) => ({ default: m.ProtocolReadingRedirect })),
};

export function loadReadingRedirect(page: MainPage): PageModule {
  return READING_REDIRECT_LOADERS[page]!();
}
