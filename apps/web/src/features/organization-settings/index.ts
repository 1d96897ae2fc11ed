export { OrganizationSettingsForm } from './ui/OrganizationSettingsForm';
