import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLES } from '@protocolist/contracts/enums';
import { USER_VISIBILITY } from '@protocolist/contracts/policies';
import { useSelector } from 'react-redux';
import { useBlockToggle } from '../../../features/user-block';
import { USER_EDITOR_TEXTS, UserFormModal } from '../../../features/user-editor';
import { selectRole, selectUserId } from '../../../entities/session';
import { creatableRoles, useGetUsersQuery, type User } from '../../../entities/user';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure } from '../../../shared/ui';
import { urlParam, usePageInRange, useUrlSearchBox, useUrlState } from '../../../shared/lib';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UsersTable } from './UsersTable';
import { USER_LIST_TEXTS } from '../config/messages';

const USERS_PAGE_SIZE = 20;
/** Kept in the address (issue 15): /main/settings/users?search=…&role=manager&blocked=1&page=2. */
const LIST_STATE = {
  search: urlParam.text(),
  role: urlParam.optionalOneOf(ROLES),
  blocked: urlParam.flag(),
  page: urlParam.page(),
};

/** The edited user stays set while the modal closes, so its title does not flip during the animation. */
interface Editor {
  opened: boolean;
  user: User | null;
}

/** User management of PRODUCT.md §5: list with search, filters and paging; create, edit, block. */
export function UserManagement() {
  const role = useSelector(selectRole);
  const userId = useSelector(selectUserId);
  const [list, setList] = useUrlState(LIST_STATE);
  const { search, page } = list;
  // Typing replaces the history entry; a filter or a page adds one, so Back steps through them.
  const searchBox = useUrlSearchBox(search, (text) => setList({ search: text, page: 1 }, { replace: true }));
  const [editor, setEditor] = useState<Editor>({ opened: false, user: null });
  const toggleBlock = useBlockToggle();
  // Filtering by role makes sense only to who sees users of every role.
  const seesEveryone = !!role && USER_VISIBILITY[role] === 'everyone';
  const users = useGetUsersQuery({
    page,
    limit: USERS_PAGE_SIZE,
    search,
    withBlocked: list.blocked,
    role: seesEveryone ? list.role : null,
  });
  usePageInRange(page, users.currentData?.meta.last_page, (last) => setList({ page: last }, { replace: true }));

  const changeFilters = (patch: Partial<UserFilterValues>) => setList({ ...patch, page: 1 });
  const rows = users.data?.data ?? [];
  const canCreate = creatableRoles(role).length > 0;
  const createLabel = role && role in USER_EDITOR_TEXTS.createButton ? USER_EDITOR_TEXTS.createButton[role as 'admin'] : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <UserFilters
          search={searchBox}
          value={list}
          onChange={changeFilters}
          withRoleFilter={seesEveryone}
        />
        {canCreate && createLabel && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditor({ opened: true, user: null })}>
            {createLabel}
          </Button>
        )}
      </Group>
      {users.isError ? (
        <FailureAlert {...queryFailure(users, USER_LIST_TEXTS.loadFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={users.isFetching && !users.isLoading ? 0.7 : 1}>
          {!users.isLoading && rows.length === 0 ? (
            <EmptyState text={USER_LIST_TEXTS.empty} />
          ) : (
            <UsersTable
              users={rows}
              actor={{ id: userId, role }}
              loading={users.isLoading}
              onEdit={(user) => setEditor({ opened: true, user })}
              onToggleBlock={toggleBlock}
            />
          )}
        </Paper>
      )}
      {users.data && (
        <PagedListFooter meta={users.data.meta} page={page} onPageChange={(next) => setList({ page: next })} />
      )}
      <UserFormModal
        opened={editor.opened}
        onClose={() => setEditor((current) => ({ ...current, opened: false }))}
        user={editor.user}
      />
    </Stack>
  );
}
