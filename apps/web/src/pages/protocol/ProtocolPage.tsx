import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconChecklist, IconFileCheck, IconLayoutList, IconMessages, IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { ProtocolActions, ProtocolSummary } from '../../widgets/protocol-header';
import { ProtocolTasks } from '../../widgets/protocol-tasks';
import { ProtocolVideoSection } from '../../widgets/video-player';
import { FinalProtocolForm } from '../../features/protocol-final';
import { ProtocolMembersPanel } from '../../features/protocol-members';
import { ProtocolSectionsEditor } from '../../features/protocol-sections';
import { ProtocolTranscriptEditor } from '../../features/protocol-transcript';
import { PROTOCOL_TEXTS, useGetProtocolQuery, type Protocol } from '../../entities/protocol';
import { describeError, errorStatus } from '../../shared/api';
import { mainPath, PAGE_TITLES } from '../../shared/config';
import { EmptyState, PageFrame } from '../../shared/ui';
import { PROTOCOL_PAGE_TEXTS } from './config/messages';

const TABS = ['sections', 'transcript', 'members', 'tasks', 'final'] as const;
type Tab = (typeof TABS)[number];
const PROCESSING_POLL_MS = 5000;

function BackToList() {
  return (
    <Anchor component={Link} to={mainPath('protocols')} fz="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {PROTOCOL_TEXTS.backToList}
      </Group>
    </Anchor>
  );
}

/** /main/protocols/{id}: the heading card with the actions, then the protocol's parts in tabs. */
export function ProtocolPage() {
  const { id } = useParams();
  const protocolId = Number(id);
  const valid = Number.isInteger(protocolId) && protocolId > 0;
  const protocol = useGetProtocolQuery(protocolId, { skip: !valid });
  const processing = !!protocol.data && STAGE_RULES.isVideoInProgress(protocol.data.stage);
  useGetProtocolQuery(protocolId, { skip: !processing, pollingInterval: PROCESSING_POLL_MS });

  if (!valid || errorStatus(protocol.error) === 404) return <ProtocolMissing />;
  if (protocol.isError) {
    return (
      <PageFrame title={PAGE_TITLES.protocol} subheader={<BackToList />}>
        <Alert color="red" variant="light" role="alert" title={PROTOCOL_PAGE_TEXTS.loadFailed}>
          {describeError(protocol.error)}
        </Alert>
      </PageFrame>
    );
  }
  if (!protocol.data) return <ProtocolSkeleton />;
  return <ProtocolView protocol={protocol.data} />;
}

function ProtocolView({ protocol }: { protocol: Protocol }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'sections';
  const members = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  const labels = PROTOCOL_PAGE_TEXTS.tabs;

  return (
    <PageFrame
      title={PROTOCOL_PAGE_TEXTS.title(protocol.protocol_number)}
      actions={<ProtocolActions protocol={protocol} onDeleted={() => void navigate(mainPath('protocols'), { replace: true })} />}
      subheader={<BackToList />}
    >
      <ProtocolSummary protocol={protocol} />
      <ProtocolVideoSection protocol={protocol} />
      <Paper withBorder radius="md" p="md">
        <Tabs
          value={tab}
          onChange={(next) => setParams((current) => ({ ...Object.fromEntries(current), tab: next ?? 'sections' }), { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="sections" leftSection={<IconLayoutList size={16} />}>
              {labels.sections}
            </Tabs.Tab>
            <Tabs.Tab value="transcript" leftSection={<IconMessages size={16} />}>
              {labels.transcript}
            </Tabs.Tab>
            <Tabs.Tab value="members" leftSection={<IconUsers size={16} />} rightSection={<Count value={protocol.members_count} />}>
              {labels.members}
            </Tabs.Tab>
            <Tabs.Tab value="tasks" leftSection={<IconChecklist size={16} />} rightSection={<Count value={protocol.tasks_count} />}>
              {labels.tasks}
            </Tabs.Tab>
            <Tabs.Tab value="final" leftSection={<IconFileCheck size={16} />}>
              {labels.final}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sections">
            <ProtocolSectionsEditor protocol={protocol} />
          </Tabs.Panel>
          <Tabs.Panel value="transcript">
            <ProtocolTranscriptEditor protocol={protocol} />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <ProtocolMembersPanel protocolId={protocol.id} />
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <ProtocolTasks protocolId={protocol.id} members={members} highlightedTaskId={Number(params.get('task')) || null} />
          </Tabs.Panel>
          <Tabs.Panel value="final">
            <FinalProtocolForm protocol={protocol} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}

function Count({ value }: { value: number }) {
  return value > 0 ? (
    <Badge size="sm" variant="light" radius="xl" aria-hidden="true">
      {value}
    </Badge>
  ) : null;
}

function ProtocolSkeleton() {
  useDocumentTitle(PAGE_TITLES.protocol);
  return (
    <Stack gap="lg" data-testid="protocol-skeleton" aria-busy="true">
      <Skeleton h={36} w={260} />
      <Skeleton h={150} radius="md" />
      <Skeleton h={360} radius="md" />
    </Stack>
  );
}

function ProtocolMissing() {
  return (
    <PageFrame title={PAGE_TITLES.protocol}>
      <EmptyState text={PROTOCOL_PAGE_TEXTS.notFound}>
        <Button component={Link} to={mainPath('protocols')} variant="light">
          {PROTOCOL_TEXTS.backToList}
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
