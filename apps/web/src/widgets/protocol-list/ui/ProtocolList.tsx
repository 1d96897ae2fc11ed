import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { protocolListParams, useGetProtocolsQuery } from '../../../entities/protocol';
import { selectAllUploadProgress } from '../../../entities/upload';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure } from '../../../shared/ui';
import { ProtocolFilters, type ProtocolFilterValues } from './ProtocolFilters';
import { ProtocolTable } from './ProtocolTable';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

const SEARCH_DEBOUNCE_MS = 400;
/** While a video is being processed the list refreshes itself to show the stage and progress. */
const PROCESSING_POLL_MS = 5000;

/** /main/protocols: the secretary's protocols by 15, newest first, with search and a stage filter. */
export function ProtocolList() {
  const [filters, setFilters] = useState<ProtocolFilterValues>({ search: '', stage: null });
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [polling, setPolling] = useState(false);
  const uploads = useSelector(selectAllUploadProgress);
  const protocols = useGetProtocolsQuery(protocolListParams(page, search, filters.stage), {
    pollingInterval: polling ? PROCESSING_POLL_MS : 0,
  });
  const rows = protocols.data?.data ?? [];
  const processing = rows.some((protocol) => STAGE_RULES.isVideoInProgress(protocol.stage));
  if (processing !== polling) setPolling(processing);

  const changeFilters = (next: ProtocolFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = !!search.trim() || !!filters.stage;

  return (
    <Stack gap="md">
      <ProtocolFilters value={filters} onChange={changeFilters} />
      {protocols.isError ? (
        <FailureAlert {...queryFailure(protocols, PROTOCOL_LIST_TEXTS.loadFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={protocols.isFetching && !protocols.isLoading ? 0.75 : 1}>
          {!protocols.isLoading && rows.length === 0 ? (
            filtered ? (
              <EmptyState text={PROTOCOL_LIST_TEXTS.nothingFound} />
            ) : (
              <EmptyState text={PROTOCOL_LIST_TEXTS.empty}>
                <Text fz="sm" c="dimmed" ta="center">
                  {PROTOCOL_LIST_TEXTS.emptyHint}
                </Text>
              </EmptyState>
            )
          ) : (
            <ProtocolTable protocols={rows} loading={protocols.isLoading} uploads={uploads} />
          )}
        </Paper>
      )}
      {protocols.data && !protocols.isError && protocols.data.meta.total > 0 && (
        <PagedListFooter meta={protocols.data.meta} page={page} onPageChange={setPage} />
      )}
    </Stack>
  );
}
