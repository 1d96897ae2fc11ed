import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { SecretariesTable } from '../../widgets/secretaries-table';
import { SecretaryDetailDrawer } from '../../widgets/secretary-detail';
import { EntityCounters } from '../../widgets/stats-counters';
import { WeeklyTaskChart } from '../../widgets/stats-task-chart';
import { TeamTotals } from '../../widgets/stats-team';
import { USER_EDITOR_TEXTS, UserFormModal } from '../../features/user-editor';
import { useGetSecretaryRowsQuery, type SecretaryStatsRow } from '../../entities/stats';
import { PageFrame } from '../../shared/ui';
import { PAGE_TITLES } from '../../shared/config';

/** The selected secretary stays set while the drawer closes, so its content does not vanish mid-animation. */
interface Detail {
  opened: boolean;
  secretary: SecretaryStatsRow | null;
}

/** /main/secretaries (manager): the team's figures, his secretaries, adding and blocking them, one in detail. */
export function SecretariesPage() {
  const [creating, setCreating] = useState(false);
  const [detail, setDetail] = useState<Detail>({ opened: false, secretary: null });
  const rows = useGetSecretaryRowsQuery();
  // The fresh row (after blocking, or new figures), else the one that was clicked.
  const secretary = rows.data?.find((row) => row.id === detail.secretary?.id) ?? detail.secretary;
  const createButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
      {USER_EDITOR_TEXTS.createButton.manager}
    </Button>
  );

  return (
    <PageFrame title={PAGE_TITLES.secretaries} actions={createButton}>
      <TeamTotals />
      <SecretariesTable onOpen={(secretary) => setDetail({ opened: true, secretary })} emptyAction={createButton} />
      <SecretaryDetailDrawer
        secretary={secretary}
        opened={detail.opened}
        onClose={() => setDetail((current) => ({ ...current, opened: false }))}
      >
        {secretary && (
          // Keyed by her id: another secretary starts from the current month again.
          <Fragment key={secretary.id}>
            <EntityCounters secretaryId={secretary.id} />
            <WeeklyTaskChart secretaryId={secretary.id} />
          </Fragment>
        )}
      </SecretaryDetailDrawer>
      <UserFormModal opened={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
