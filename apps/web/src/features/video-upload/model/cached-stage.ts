import { PROTOCOL_STAGE_LABELS, type ProtocolStage } from '@protocolist/contracts/stages';
import { protocolApi, type ProtocolListParams } from '../../../entities/protocol';
import type { ApiDispatch } from '../../../shared/api';

/**
 * Shows a stage in the cached protocol list page and the cached protocol at once, before the server's
 * answer (seed §4 names the list page: limit 15, page 1).
 */
export function setCachedStage(dispatch: ApiDispatch, protocolId: number, stage: ProtocolStage, listPage: ProtocolListParams) {
  const patch = (item: { stage: ProtocolStage; stage_label: string } | undefined) => {
    if (!item) return;
    item.stage = stage;
    item.stage_label = PROTOCOL_STAGE_LABELS[stage];
  };
  dispatch(protocolApi.util.updateQueryData('getProtocols', listPage, (page) => patch(page.data.find((item) => item.id === protocolId))));
  dispatch(protocolApi.util.updateQueryData('getProtocol', protocolId, (protocol) => patch(protocol)));
}
