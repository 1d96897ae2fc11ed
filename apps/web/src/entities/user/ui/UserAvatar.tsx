import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name'> {
  user: { full_name: string; avatar?: string | null } | null | undefined;
  /** Overrides the stored avatar, e.g. with the preview of a file being chosen. */
  src?: string | null;
}

export function UserAvatar({ user, src, ...props }: UserAvatarProps) {
  const name = user?.full_name ?? '';
  return <Avatar src={src ?? user?.avatar ?? null} name={name} color="initials" alt={name} {...props} />;
}
