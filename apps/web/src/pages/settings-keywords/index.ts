export { SettingsKeywordsPage } from './SettingsKeywordsPage';
