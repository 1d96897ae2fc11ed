import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, PROTOCOL_STATUSES, type ProtocolStage, type ProtocolStatus } from '@protocolist/contracts/enums';
import { PROTOCOL_LIST_STAGE_PAGE } from '@protocolist/contracts/constants';
import { ProtocolTable } from '../../../widgets/protocol-list';
import { useGetProtocolsQuery } from '../../../entities/protocol';
import { secretaryProtocolPath } from '../../../shared/config';
import { usePageInRange, useUrlState } from '../../../shared/lib';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure } from '../../../shared/ui';
import { orderedPeriod, WORK_STATE } from '../model/filters';
import { SECRETARY_WORK_TEXTS as TEXTS } from '../config/messages';
import { PeriodInputs } from './PeriodInputs';

const ALL = 'all';
const STAGE_OPTIONS = PROTOCOL_STAGES.map((stage) => ({ value: stage, label: PROTOCOL_STAGE_LABELS[stage] }));
const STATUS_OPTIONS = ([ALL, ...PROTOCOL_STATUSES] as const).map((value) => ({ value, label: TEXTS.protocolStatuses[value] }));
const NO_UPLOADS = {};

/** One secretary's protocols for her manager: by stage, in work or done, meeting day in a period; rows open the read-only view. */
export function SecretaryProtocols({ secretaryId }: { secretaryId: number }) {
  const [{ stage, status, from, to, page }, setState] = useUrlState(WORK_STATE);
  const protocols = useGetProtocolsQuery({
    page,
    limit: PROTOCOL_LIST_STAGE_PAGE.limit,
    secretary_id: secretaryId,
    ...(stage ? { stage } : {}),
    ...(status ? { status } : {}),
    ...orderedPeriod(from, to),
  });
  usePageInRange(page, protocols.currentData?.meta.last_page, (last) => setState({ page: last }, { replace: true }));
  const rows = protocols.data?.data ?? [];
  const filtered = !!stage || !!status || !!from || !!to;

  return (
    <Stack gap="md" data-testid="secretary-protocols">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text fz="sm" fw={500} aria-hidden="true">
            {TEXTS.protocolStatus}
          </Text>
          <SegmentedControl
            aria-label={TEXTS.protocolStatus}
            data={STATUS_OPTIONS}
            value={status ?? ALL}
            onChange={(next) => setState({ status: next === ALL ? null : (next as ProtocolStatus), page: 1 })}
          />
        </Stack>
        <Select
          label={TEXTS.stage}
          placeholder={TEXTS.allStages}
          data={STAGE_OPTIONS}
          value={stage}
          onChange={(next) => setState({ stage: (next as ProtocolStage | null) ?? null, page: 1 })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <PeriodInputs from={from} to={to} labels={TEXTS} onChange={(period) => setState({ ...period, page: 1 })} />
      </Group>
      {protocols.isError ? (
        <FailureAlert {...queryFailure(protocols, TEXTS.protocolsFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={protocols.isFetching && !protocols.isLoading ? 0.75 : 1}>
          {!protocols.isLoading && rows.length === 0 ? (
            <EmptyState text={filtered ? TEXTS.nothingFound : TEXTS.protocolsEmpty} />
          ) : (
            <ProtocolTable
              protocols={rows}
              loading={protocols.isLoading}
              uploads={NO_UPLOADS}
              pathOf={(protocol) => secretaryProtocolPath(secretaryId, protocol.id)}
            />
          )}
        </Paper>
      )}
      {protocols.data && !protocols.isError && protocols.data.meta.total > 0 && (
        <PagedListFooter meta={protocols.data.meta} page={page} onPageChange={(next) => setState({ page: next })} />
      )}
    </Stack>
  );
}
