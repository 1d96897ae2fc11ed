export { SettingsTabs } from './ui/SettingsTabs';
