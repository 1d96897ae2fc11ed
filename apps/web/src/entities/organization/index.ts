export {
  organizationApi,
  useGetOrganizationSettingsQuery,
  useUpdateOrganizationSettingsMutation,
} from './api/organization-api';
