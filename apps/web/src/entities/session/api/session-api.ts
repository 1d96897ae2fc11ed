import type {
  CheckResetTokenRequest,
  ResetPasswordRequest,
  SendResetLinkRequest,
} from '@protocolist/contracts/auth';
import type { User } from '@protocolist/contracts/users';
import { baseApi, unwrap, type Envelope } from '../../../shared/api';
import { profileLoaded } from '../model/auth-slice';

/** Server acknowledgements carry their Russian text in `message`. */
export interface Acknowledgement {
  message: string;
}

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
    sendResetLink: build.mutation<Acknowledgement, SendResetLinkRequest>({
      query: (body) => ({ url: '/api/change-password/send-link', method: 'POST', body }),
      transformResponse: acknowledge,
    }),
    checkResetToken: build.query<Acknowledgement, CheckResetTokenRequest>({
      query: (body) => ({ url: '/api/change-password/check-token', method: 'POST', body }),
      transformResponse: acknowledge,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<Acknowledgement, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/change-password/reset', method: 'POST', body }),
      transformResponse: acknowledge,
    }),
  }),
});

export const {
  useGetMeQuery,
  useLogoutMutation,
  useSendResetLinkMutation,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
} = sessionApi;
