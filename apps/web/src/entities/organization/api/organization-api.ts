import type { OrganizationSettings } from '@protocolist/contracts/settings';
import { baseApi, unwrap } from '../../../shared/api';

export type { OrganizationSettings };

export const organizationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganizationSettings: build.query<OrganizationSettings, void>({
      query: () => '/api/settings',
      transformResponse: unwrap<OrganizationSettings>,
      providesTags: ['Settings'],
    }),
    updateOrganizationSettings: build.mutation<OrganizationSettings, Partial<OrganizationSettings>>({
      query: (body) => ({ url: '/api/settings', method: 'PUT', body }),
      transformResponse: unwrap<OrganizationSettings>,
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetOrganizationSettingsQuery, useUpdateOrganizationSettingsMutation } = organizationApi;
