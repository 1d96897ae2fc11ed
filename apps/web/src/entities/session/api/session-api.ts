import type { User } from '@protocolist/contracts/users';
import { baseApi, unwrap, type Envelope } from '../../../shared/api';
import { profileLoaded } from '../model/auth-slice';
import type { Acknowledgement } from './password-reset';

const acknowledge = (response: Envelope<unknown>): Acknowledgement => ({ message: response.message });

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/api/me',
      transformResponse: unwrap<User>,
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileLoaded(data));
      },
    }),
    logout: build.mutation<Acknowledgement, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      transformResponse: acknowledge,
    }),
  }),
});

export const {
  useGetMeQuery,
  useLogoutMutation,
} = sessionApi;
