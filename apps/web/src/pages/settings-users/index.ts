export { SettingsUsersPage } from './SettingsUsersPage';
