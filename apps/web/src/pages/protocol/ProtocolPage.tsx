import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconChecklist, IconEye, IconFileText, IconUsers } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { ProtocolActions, ProtocolNextStep, ProtocolSummary } from '../../widgets/protocol-header';
import { ProtocolTasks } from '../../widgets/protocol-tasks';
import { ProtocolVideoSection } from '../../widgets/video-player';
import { ProtocolTextEditor } from '../../features/protocol-editor';
import { DocumentPreview, LiveDocumentPreview } from '../../features/protocol-documents';
import { ProtocolMembersPanel } from '../../features/protocol-members';
import { PROTOCOL_TEXTS, useGetProtocolQuery, type Protocol } from '../../entities/protocol';
import { errorStatus } from '../../shared/api';
import { mainPath, PAGE_TITLES } from '../../shared/config';
import { hasUnsavedChanges, urlParam, type UrlParam, useUrlState } from '../../shared/lib';
import { confirmLeave, EmptyState, FailureAlert, PageFrame, queryFailure } from '../../shared/ui';
import { PROTOCOL_PAGE_TEXTS } from './config/messages';

const TABS = ['text', 'members', 'tasks'] as const;
type Tab = (typeof TABS)[number];
/**
 * Addresses of former tabs: the two former editors («Разделы», «Итоговый протокол») open the one that replaced them;
 * the transcript is no tab any more (it sits beside the video above the tabs), so `?tab=transcript` opens the text.
 */
const FORMER_TABS: Record<string, Tab> = { sections: 'text', final: 'text', transcript: 'text' };
/** The open tab (unknown names: the text) and the task a search hit points at, kept in the address. */
const TAB: UrlParam<Tab> = {
  parse: (raw) =>
    (TABS as readonly string[]).includes(raw) ? (raw as Tab) : Object.hasOwn(FORMER_TABS, raw) ? FORMER_TABS[raw] : undefined,
  serialize: (tab) => tab,
  fallback: 'text',
};
const PAGE_STATE = { tab: TAB, task: urlParam.id() };
/** The editor a tab holds, by the name it registers its unsaved changes under (`<name>:<protocol id>`). */
const EDITOR_OF_TAB: Partial<Record<Tab, string>> = { text: 'protocol-text' };
const PROCESSING_POLL_MS = 5000;

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {label}
      </Group>
    </Anchor>
  );
}

function BackToList() {
  return <BackLink to={mainPath('protocols')} label={PROTOCOL_TEXTS.backToList} />;
}

/**
 * /main/protocols/{id}: the heading card with the actions, the video with the transcript beside it, then the
 * protocol's text, members and tasks in tabs.
 */
export function ProtocolPage() {
  const { id } = useParams();
  const protocolId = Number(id);
  const valid = Number.isInteger(protocolId) && protocolId > 0;
  const protocol = useGetProtocolQuery(protocolId, { skip: !valid });
  const processing = !!protocol.data && STAGE_RULES.isVideoInProgress(protocol.data.stage);
  useGetProtocolQuery(protocolId, { skip: !processing, pollingInterval: PROCESSING_POLL_MS });

  if (!valid || errorStatus(protocol.error) === 404) return <ProtocolMissing />;
  // A failed refetch (no connection, the server restarting) keeps the page and its edits: only a first load fails here.
  if (protocol.isError && !protocol.data) {
    return (
      <PageFrame title={PAGE_TITLES.protocol} subheader={<BackToList />}>
        <FailureAlert {...queryFailure(protocol, PROTOCOL_PAGE_TEXTS.loadFailed)} />
      </PageFrame>
    );
  }
  if (!protocol.data) return <ProtocolSkeleton />;
  return <ProtocolView protocol={protocol.data} />;
}

/** The protocol page as a secretary's own, or as a reader's view of hers (`reader`: where the reader came from). */
export interface ProtocolViewProps {
  protocol: Protocol;
  reader?: { back: ReactNode };
}

export function ProtocolView({ protocol, reader }: ProtocolViewProps) {
  if (reader) return <ReaderProtocolView protocol={protocol} back={reader.back} />;
  return <OwnProtocolView protocol={protocol} />;
}

/**
 * The read-only view of a manager or an admin: the same heading, video with transcript, members and tasks, and the
 * document as it prints in place of the editor; no control changes anything.
 */
function ReaderProtocolView({ protocol, back }: { protocol: Protocol; back: ReactNode }) {
  const [{ tab, task }, setPageState] = useUrlState(PAGE_STATE);
  const labels = PROTOCOL_PAGE_TEXTS.tabs;
  const members = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  return (
    <PageFrame
      title={PROTOCOL_PAGE_TEXTS.title(protocol.protocol_number)}
      actions={
        <Badge variant="light" color="gray" size="lg" leftSection={<IconEye size={14} />} data-testid="read-only-badge">
          {PROTOCOL_PAGE_TEXTS.readOnly}
        </Badge>
      }
      subheader={back}
    >
      <ProtocolSummary protocol={protocol} readOnly />
      <ProtocolVideoSection protocol={protocol} readOnly />
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(next) => setPageState({ tab: TAB.parse(next ?? '') ?? TAB.fallback })} keepMounted={false}>
          <ProtocolTabList protocol={protocol} textLabel={labels.document} />
          <Tabs.Panel value="text">
            <DocumentPreview protocolId={protocol.id} />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <ProtocolMembersPanel protocolId={protocol.id} readOnly />
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <ProtocolTasks protocolId={protocol.id} members={members} questions={protocol.questions} highlightedTaskId={task} readOnly />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}

function OwnProtocolView({ protocol }: { protocol: Protocol }) {
  const navigate = useNavigate();
  const [{ tab, task }, setPageState] = useUrlState(PAGE_STATE);
  // A new history entry per tab: Back returns to the tab before.
  const openTab = (next: string | null) => setPageState({ tab: TAB.parse(next ?? '') ?? TAB.fallback });
  // The editors stay mounted, so nothing typed is lost; still, the user is told before turning away from one.
  const switchTab = (next: string | null) => {
    if (next === tab) return;
    const leaving = EDITOR_OF_TAB[tab];
    if (leaving && hasUnsavedChanges(`${leaving}:${protocol.id}`)) confirmLeave(() => openTab(next));
    else openTab(next);
  };
  const members = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  const labels = PROTOCOL_PAGE_TEXTS.tabs;

  return (
    <PageFrame
      title={PROTOCOL_PAGE_TEXTS.title(protocol.protocol_number)}
      actions={<ProtocolActions protocol={protocol} onDeleted={() => void navigate(mainPath('protocols'), { replace: true })} />}
      subheader={<BackToList />}
    >
      <ProtocolSummary protocol={protocol} />
      <ProtocolNextStep protocol={protocol} />
      <ProtocolVideoSection protocol={protocol} />
      <Paper withBorder radius="md" p="md">
        <Tabs
          value={tab}
          onChange={switchTab}
          keepMounted={false}
        >
          <ProtocolTabList protocol={protocol} textLabel={labels.text} />
          <Tabs.Panel value="text" keepMounted>
            <ProtocolTextEditor
              protocol={protocol}
              renderPreview={(text, sketch) => (
                <LiveDocumentPreview
                  protocolId={protocol.id}
                  text={{
                    // A section still without its title is left out until it has one.
                    sections: text.sections.filter((section) => section.key.trim()).map(({ key, value }) => ({ key, value })),
                    location: text.location,
                    city: text.city,
                    event_start_time: text.event_start_time,
                  }}
                  fallback={sketch}
                />
              )}
            />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <ProtocolMembersPanel protocolId={protocol.id} />
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <ProtocolTasks protocolId={protocol.id} members={members} questions={protocol.questions} highlightedTaskId={task} announced={protocol.stage === 'final'} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}

/** The three tabs of a protocol (its text or document, members, tasks with their counts), the reader's and the owner's. */
function ProtocolTabList({ protocol, textLabel }: { protocol: Protocol; textLabel: string }) {
  const labels = PROTOCOL_PAGE_TEXTS.tabs;
  return (
    <Tabs.List mb="md">
      <Tabs.Tab value="text" leftSection={<IconFileText size={16} />}>
        {textLabel}
      </Tabs.Tab>
      <Tabs.Tab value="members" leftSection={<IconUsers size={16} />} rightSection={<Count value={protocol.members_count} />}>
        {labels.members}
      </Tabs.Tab>
      <Tabs.Tab value="tasks" leftSection={<IconChecklist size={16} />} rightSection={<Count value={protocol.tasks_count} />}>
        {labels.tasks}
      </Tabs.Tab>
    </Tabs.List>
  );
}

function Count({ value }: { value: number }) {
  return value > 0 ? (
    <Badge size="sm" variant="light" radius="xl" aria-hidden="true">
      {value}
    </Badge>
  ) : null;
}

export { BackLink, ProtocolMissing, ProtocolSkeleton, PROCESSING_POLL_MS };

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

function ProtocolMissing({ back = { to: mainPath('protocols'), label: PROTOCOL_TEXTS.backToList } }: { back?: { to: string; label: string } | null }) {
  return (
    <PageFrame title={PAGE_TITLES.protocol}>
      <EmptyState text={PROTOCOL_PAGE_TEXTS.notFound}>
        {back && (
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        )}
      </EmptyState>
    </PageFrame>
  );
}
