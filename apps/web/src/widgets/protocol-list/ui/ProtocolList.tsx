import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { PROTOCOL_STAGES, STAGE_RULES } from '@protocolist/contracts/stages';
import { protocolListParams, useGetProtocolsQuery } from '../../../entities/protocol';
import { selectAllUploadProgress } from '../../../entities/upload';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure } from '../../../shared/ui';
import { ProtocolFilters } from './ProtocolFilters';
import { urlParam, usePageInRange, useUrlSearchBox, useUrlState } from '../../../shared/lib';
import { ProtocolTable } from './ProtocolTable';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

/** Kept in the address (issue 15): /main/protocols?search=…&stage=…&page=2. */
const LIST_STATE = {
  search: urlParam.text(),
  stage: urlParam.optionalOneOf(PROTOCOL_STAGES),
  page: urlParam.page(),
};
/** While a video is being processed the list refreshes itself to show the stage and progress. */
const PROCESSING_POLL_MS = 5000;

/** /main/protocols: the secretary's protocols by 15, newest first, with search and a stage filter. */
export function ProtocolList() {
  const [{ search, stage, page }, setList] = useUrlState(LIST_STATE);
  // Typing replaces the history entry; a new stage or page adds one, so Back steps through them.
  const searchBox = useUrlSearchBox(search, (text) => setList({ search: text, page: 1 }, { replace: true }));
  const [polling, setPolling] = useState(false);
  const uploads = useSelector(selectAllUploadProgress);
  const protocols = useGetProtocolsQuery(protocolListParams(page, search, stage), {
    pollingInterval: polling ? PROCESSING_POLL_MS : 0,
  });
  const rows = protocols.data?.data ?? [];
  const processing = rows.some((protocol) => STAGE_RULES.isVideoInProgress(protocol.stage));
  if (processing !== polling) setPolling(processing);

  usePageInRange(page, protocols.currentData?.meta.last_page, (last) => setList({ page: last }, { replace: true }));
  const filtered = !!search.trim() || !!stage;

  return (
    <Stack gap="md">
      <ProtocolFilters search={searchBox} stage={stage} onStageChange={(next) => setList({ stage: next, page: 1 })} />
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
        <PagedListFooter meta={protocols.data.meta} page={page} onPageChange={(next) => setList({ page: next })} />
      )}
    </Stack>
  );
}
