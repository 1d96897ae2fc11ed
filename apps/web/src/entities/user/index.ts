export { userApi, useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation } from './api/user-api';
export { canBlockUser, canEditUser, canEditUserField, creatableRoles, relationToCreated } from './model/permissions';
export type { Actor } from './model/permissions';
export { UserAvatar } from './ui/UserAvatar';
export { RoleBadge } from './ui/RoleBadge';
export { DirectoryUserSelect, DirectoryUsersMultiSelect } from './ui/DirectoryPickers';
export type { User, UserRef } from '@protocolist/contracts/users';
export { userStatusText } from './config/messages';
