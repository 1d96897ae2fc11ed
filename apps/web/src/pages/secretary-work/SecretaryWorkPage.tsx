import { Anchor, Group, Paper, Tabs } from '@mantine/core';
import { IconArrowLeft, IconChecklist, IconFileText } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useGetSecretaryRowsQuery } from '../../entities/stats';
import { mainPath, PAGE_TITLES } from '../../shared/config';
import { useUrlState } from '../../shared/lib';
import { EmptyState, FailureAlert, LoadingRows, PageFrame, queryFailure } from '../../shared/ui';
import { WORK_STATE, WORK_TABS } from './model/filters';
import { SECRETARY_WORK_TEXTS as TEXTS } from './config/messages';
import { SecretaryProtocols } from './ui/SecretaryProtocols';
import { SecretaryTasks } from './ui/SecretaryTasks';

function BackToSecretaries() {
  return (
    <Anchor component={Link} to={mainPath('secretaries')} fz="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {TEXTS.back}
      </Group>
    </Anchor>
  );
}

/**
 * /main/secretaries/{id} (manager): one of his secretaries' protocols and tasks, each list with its filters in the
 * address, so that every counter of the statistics leads to the list behind it. A secretary who is not his is
 * not found (the server says the same of her lists).
 */
export function SecretaryWorkPage() {
  const secretaryId = Number(useParams().secretaryId);
  const rows = useGetSecretaryRowsQuery();
  const [{ tab }, setState] = useUrlState(WORK_STATE);
  const secretary = rows.data?.find((row) => row.id === secretaryId) ?? null;

  if (rows.isError && !rows.data) {
    return (
      <PageFrame title={PAGE_TITLES.secretaryWork} subheader={<BackToSecretaries />}>
        <FailureAlert {...queryFailure(rows, TEXTS.loadFailed)} />
      </PageFrame>
    );
  }
  if (!rows.data) {
    return (
      <PageFrame title={PAGE_TITLES.secretaryWork} subheader={<BackToSecretaries />}>
        <LoadingRows height={56} radius="md" />
      </PageFrame>
    );
  }
  if (!secretary) {
    return (
      <PageFrame title={PAGE_TITLES.secretaryWork} subheader={<BackToSecretaries />}>
        <EmptyState text={TEXTS.notFound} />
      </PageFrame>
    );
  }
  // Another list starts from its first page and without the other list's filters.
  const openTab = (next: string | null) => {
    const chosen = WORK_TABS.find((name) => name === next);
    if (chosen && chosen !== tab) setState({ tab: chosen, stage: null, status: null, taskStatus: null, asOf: null, from: null, to: null, page: 1 });
  };

  return (
    <PageFrame title={secretary.full_name} subheader={<BackToSecretaries />}>
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="protocols" leftSection={<IconFileText size={16} />}>
              {TEXTS.tabs.protocols}
            </Tabs.Tab>
            <Tabs.Tab value="tasks" leftSection={<IconChecklist size={16} />}>
              {TEXTS.tabs.tasks}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="protocols">
            <SecretaryProtocols secretaryId={secretary.id} />
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <SecretaryTasks secretaryId={secretary.id} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}
