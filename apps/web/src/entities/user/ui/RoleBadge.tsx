import { Badge } from '@mantine/core';
import { type Role, ROLE_LABELS } from '@protocolist/contracts/enums';

const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  manager: 'indigo',
  secretary: 'purple',
  external: 'gray',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} radius="sm">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
