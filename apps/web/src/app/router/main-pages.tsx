import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MainPage } from '../../shared/config';

/** Pages of the signed-in area load on first visit, so the calendar and charts stay out of the login bundle. */
export const MAIN_PAGE_COMPONENTS: Record<MainPage, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../../pages/home').then((m) => ({ default: m.HomePage }))),
  meetings: lazy(() => import('../../pages/meetings').then((m) => ({ default: m.MeetingsPage }))),
  protocols: lazy(() => import('../../pages/protocols').then((m) => ({ default: m.ProtocolsPage }))),
  protocolAdd: lazy(() => import('../../pages/protocol-add').then((m) => ({ default: m.ProtocolAddPage }))),
  protocol: lazy(() => import('../../pages/protocol').then((m) => ({ default: m.ProtocolPage }))),
  secretaries: lazy(() => import('../../pages/secretaries').then((m) => ({ default: m.SecretariesPage }))),
  speech: lazy(() => import('../../pages/speech').then((m) => ({ default: m.SpeechPage }))),
  settings: lazy(() => import('../../pages/settings').then((m) => ({ default: m.SettingsPage }))),
  settingsUsers: lazy(() => import('../../pages/settings-users').then((m) => ({ default: m.SettingsUsersPage }))),
  settingsKeywords: lazy(() => import('../../pages/settings-keywords').then((m) => ({ default: m.SettingsKeywordsPage }))),
};
