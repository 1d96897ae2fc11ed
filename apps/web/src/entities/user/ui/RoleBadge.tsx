import { Badge } from '@mantine/core';
import { type Role, roleLabelOf } from '@protocolist/contracts/enums';
import type { Gender } from '@protocolist/contracts/person-name';

const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  manager: 'indigo',
  secretary: 'purple',
  external: 'gray',
};

export function RoleBadge({ role, gender }: { role: Role; gender?: Gender | null }) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} radius="sm">
      {roleLabelOf(role, gender)}
    </Badge>
  );
}
