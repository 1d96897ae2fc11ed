import { Button } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Fragment, useState } from 'react';
import { SecretariesTable } from '../../widgets/secretaries-table';
import { SecretaryDetailDrawer } from '../../widgets/secretary-detail';
import { EntityCounters } from '../../widgets/stats-counters';
import { TASK_CHART_STATE, WeeklyTaskChart } from '../../widgets/stats-task-chart';
import { TeamTotals } from '../../widgets/stats-team';
import { USER_EDITOR_TEXTS, UserFormModal } from '../../features/user-editor';
import { counterListPath, weekListPath, useGetSecretaryRowsQuery, type SecretaryStatsRow } from '../../entities/stats';
import { urlParam, useUrlState } from '../../shared/lib';
import { PageFrame } from '../../shared/ui';
import { PAGE_TITLES, secretaryWorkPath } from '../../shared/config';
import { SECRETARIES_PAGE_TEXTS } from './config/messages';

/** The secretary open in the drawer, and the month of her chart, kept in the address (issue 15). */
const PAGE_STATE = { secretary: urlParam.id(), ...TASK_CHART_STATE };

/** /main/secretaries (manager): the team's figures, his secretaries, adding and blocking them, one in detail. */
export function SecretariesPage() {
  const [creating, setCreating] = useState(false);
  const [{ secretary: openId }, setPageState] = useUrlState(PAGE_STATE);
  const rows = useGetSecretaryRowsQuery();
  // The fresh row (after blocking, or new figures); an id that is not one of his secretaries opens nothing.
  const open = rows.data?.find((row) => row.id === openId) ?? null;
  // The last one shown stays while the drawer closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState<SecretaryStatsRow | null>(open);
  if (open && open !== shown) setShown(open);
  const secretary = open ?? shown;
  // Opening and closing are history steps (Back closes the drawer); another secretary starts from this month.
  const openSecretary = (row: SecretaryStatsRow) => setPageState({ secretary: row.id, tasksMonth: null });
  const close = () => setPageState({ secretary: null, tasksMonth: null });
  const createButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
      {USER_EDITOR_TEXTS.createButton.manager}
    </Button>
  );

  return (
    <PageFrame title={PAGE_TITLES.secretaries} actions={createButton}>
      <TeamTotals />
      <SecretariesTable onOpen={openSecretary} emptyAction={createButton} />
      <SecretaryDetailDrawer secretary={secretary} opened={!!open} onClose={close}>
        {secretary && (
          // Keyed by her id: another secretary's widgets start afresh.
          <Fragment key={secretary.id}>
            <Button component={Link} to={secretaryWorkPath(secretary.id)} variant="light" leftSection={<IconListDetails size={18} />} w="fit-content">
              {SECRETARIES_PAGE_TEXTS.work}
            </Button>
            <EntityCounters secretaryId={secretary.id} linkOf={(tile) => counterListPath(secretary.id, tile)} />
            <WeeklyTaskChart secretaryId={secretary.id} linkOf={(to, status) => weekListPath(secretary.id, to, status)} />
          </Fragment>
        )}
      </SecretaryDetailDrawer>
      <UserFormModal opened={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
