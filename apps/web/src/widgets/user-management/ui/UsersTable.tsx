import { Badge, Group, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { USER_VISIBILITY } from '@protocolist/contracts/policies';
import { BlockToggleButton } from '../../../features/user-block';
import {
  canBlockUser,
  canEditUser,
  RoleBadge,
  userStatusText,
  UserAvatar,
  type Actor,
  type User,
} from '../../../entities/user';
import { COMMON } from '../../../shared/config';
import { IconAction, ResponsiveTable, TableSkeletonRows } from '../../../shared/ui';
import { USER_LIST_TEXTS } from '../config/messages';

interface UsersTableProps {
  users: User[];
  actor: Actor;
  loading: boolean;
  onEdit: (user: User) => void;
  onToggleBlock: (user: User) => void;
}

const SKELETON_ROWS = 5;
const columns = USER_LIST_TEXTS.columns;

function RowActions({ user, actor, onEdit, onToggleBlock }: Omit<UsersTableProps, 'users' | 'loading'> & { user: User }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canEditUser(actor, user) && (
        <IconAction label={USER_LIST_TEXTS.edit} icon={<IconPencil size={18} />} onClick={() => onEdit(user)} />
      )}
      {canBlockUser(actor, user) && <BlockToggleButton active={user.is_active} onClick={() => onToggleBlock(user)} />}
    </Group>
  );
}

export function UsersTable({ users, actor, loading, onEdit, onToggleBlock }: UsersTableProps) {
  // Only who sees every user sees managers of other people's secretaries.
  const withManager = !!actor.role && USER_VISIBILITY[actor.role] === 'everyone';
  const columnCount = withManager ? 8 : 7;
  return (
    <ResponsiveTable minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.fullName}</Table.Th>
            <Table.Th>{columns.email}</Table.Th>
            <Table.Th>{columns.role}</Table.Th>
            <Table.Th>{columns.department}</Table.Th>
            <Table.Th>{columns.position}</Table.Th>
            {withManager && <Table.Th>{columns.manager}</Table.Th>}
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th ta="right">{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? <TableSkeletonRows rows={SKELETON_ROWS} columns={columnCount} testId="user-row-skeleton" />
            : users.map((user) => (
                <Table.Tr key={user.id} data-testid="user-row" opacity={user.is_active ? 1 : 0.65}>
                  <Table.Td data-card="title">
                    {/* «Это вы» may go under the name: the column then needs no more than its longest word. */}
                    <Group gap="sm" wrap="wrap" style={{ rowGap: 4 }}>
                      <UserAvatar user={user} size="sm" radius="xl" />
                      <Text fz="sm" fw={500}>
                        {user.full_name}
                      </Text>
                      {user.id === actor.id && (
                        <Badge size="xs" variant="outline">
                          {USER_LIST_TEXTS.self}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={columns.email}>{user.email ?? COMMON.notSpecified}</Table.Td>
                  <Table.Td data-label={columns.role}>
                    <RoleBadge role={user.role} gender={user.gender} />
                  </Table.Td>
                  <Table.Td data-label={columns.department}>{user.department || COMMON.notSpecified}</Table.Td>
                  <Table.Td data-label={columns.position}>{user.position || COMMON.notSpecified}</Table.Td>
                  {withManager && <Table.Td data-label={columns.manager}>{user.manager?.full_name ?? COMMON.notSpecified}</Table.Td>}
                  <Table.Td data-label={columns.status}>
                    <Badge variant="dot" color={user.is_active ? 'green' : 'red'}>
                      {userStatusText(user)}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-card="actions">
                    <RowActions user={user} actor={actor} onEdit={onEdit} onToggleBlock={onToggleBlock} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
