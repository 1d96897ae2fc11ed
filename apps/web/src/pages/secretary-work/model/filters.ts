import { PROTOCOL_STAGES, PROTOCOL_STATUSES, TASK_STATUSES } from '@protocolist/contracts/enums';
import { urlParam } from '../../../shared/lib';

/**
 * What the drill-down shows, kept in the address so that a counter or a bar can link straight to its list:
 * ?tab=tasks&taskStatus=expired, ?tab=protocols&status=success&from=2026-11-01….
 */
export const WORK_TABS = ['protocols', 'tasks'] as const;
export const WORK_STATE = {
  tab: urlParam.oneOf(WORK_TABS, 'protocols'),
  stage: urlParam.optionalOneOf(PROTOCOL_STAGES),
  status: urlParam.optionalOneOf(PROTOCOL_STATUSES),
  taskStatus: urlParam.optionalOneOf(TASK_STATUSES),
  /** The tasks behind a bar of the weekly chart: their status at the end of this day. */
  asOf: urlParam.date(),
  from: urlParam.date(),
  to: urlParam.date(),
  page: urlParam.page(),
};

/** A period whose ends came in the wrong order is read the right way round (the API refuses «по» before «с»). */
export function orderedPeriod(from: string | null, to: string | null): { from?: string; to?: string } {
  const [start, end] = from && to && to < from ? [to, from] : [from, to];
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
