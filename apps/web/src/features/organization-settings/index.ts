export { OrganizationSettingsForm } from './ui/OrganizationSettingsForm';
export { ORGANIZATION_TEXTS } from './config/messages';
