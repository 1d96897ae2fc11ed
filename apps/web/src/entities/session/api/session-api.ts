import type { LoginRequest, LoginResponse } from '@protocolist/contracts/auth';
import type { User } from '@protocolist/contracts/users';
import { baseApi, unwrap, type Envelope } from '../../../shared/api';

export interface ResetLinkRequest {
  email: string;
}

export interface ResetTokenCheck {
  token: string;
  email: string;
}

export interface PasswordResetRequest extends ResetTokenCheck {
  password: string;
  password_confirmation: string;
}

/** Server acknowledgements carry their Russian text in `message`. */
export interface Acknowledgement {
  message: string;
}

const acknowledge = (response: Envelope<unknown>): Acknowledgement => ({ message: response.message });

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      transformResponse: unwrap<LoginResponse>,
    }),
    getMe: build.query<User, void>({
      query: () => '/api/me',
      transformResponse: unwrap<User>,
      providesTags: ['Me'],
    }),
    logout: build.mutation<Acknowledgement, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      transformResponse: acknowledge,
    }),
    sendResetLink: build.mutation<Acknowledgement, ResetLinkRequest>({
      query: (body) => ({ url: '/api/change-password/send-link', method: 'POST', body }),
      transformResponse: acknowledge,
    }),
    checkResetToken: build.query<Acknowledgement, ResetTokenCheck>({
      query: (body) => ({ url: '/api/change-password/check-token', method: 'POST', body }),
      transformResponse: acknowledge,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<Acknowledgement, PasswordResetRequest>({
      query: (body) => ({ url: '/api/change-password/reset', method: 'POST', body }),
      transformResponse: acknowledge,
    }),
  }),
});

export const {
  useLoginMutation,
  useGetMeQuery,
  useLogoutMutation,
  useSendResetLinkMutation,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
} = sessionApi;
