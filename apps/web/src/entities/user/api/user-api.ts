import type { Role } from '@protocolist/contracts/enums';
import type { User } from '@protocolist/contracts/users';
import { baseApi, hasFile, toFormData, unwrap, type Paged } from '../../../shared/api';
import { userListQuery, type UserListParams } from '../model/list-params';

export interface UserFields {
  full_name?: string;
  email?: string;
  department?: string | null;
  position?: string | null;
  manager_id?: number | null;
  avatar?: File | null;
}

export interface CreateUserPayload extends UserFields {
  full_name: string;
  email: string;
  role?: Role;
  password?: string;
}

export interface UpdateUserPayload extends UserFields {
  id: number;
  password?: string;
  current_password?: string;
  is_active?: boolean;
}

function withoutEmptyAvatar<T extends { avatar?: File | null }>(payload: T): Omit<T, 'avatar'> & { avatar?: File } {
  const { avatar, ...rest } = payload;
  return avatar ? { ...rest, avatar } : rest;
}

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Paged<User>, UserListParams>({
      query: (params) => ({ url: '/api/users', params: userListQuery(params) }),
      transformResponse: unwrap<Paged<User>>,
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.data ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    }),
    createUser: build.mutation<User, CreateUserPayload>({
      query: (payload) => {
        const body = withoutEmptyAvatar(payload);
        return { url: '/api/users', method: 'POST', body: hasFile(body) ? toFormData(body) : body };
      },
      transformResponse: unwrap<User>,
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    /** JSON PUT; with an avatar file, a form POST carrying `_method=PUT` (seed §7). */
    updateUser: build.mutation<User, UpdateUserPayload>({
      query: ({ id, ...payload }) => {
        const body = withoutEmptyAvatar(payload);
        return hasFile(body)
          ? { url: `/api/users/${id}`, method: 'POST', body: toFormData(body, 'PUT') }
          : { url: `/api/users/${id}`, method: 'PUT', body };
      },
      transformResponse: unwrap<User>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id: 'LIST' }, { type: 'User', id }, 'Me'],
    }),
  }),
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation } = userApi;
