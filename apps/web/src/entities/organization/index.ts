export {
  organizationApi,
  useGetOrganizationSettingsQuery,
  useUpdateOrganizationSettingsMutation,
} from './api/organization-api';
export type { OrganizationSettings } from './api/organization-api';
