import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@protocolist/contracts/search';

export interface HitGroup {
  kind: SearchKind;
  hits: { hit: SearchHit; index: number }[];
}

/**
 * Hits grouped by kind in a fixed order (protocols, transcripts, tasks, meetings), best first within each;
 * `index` is the hit's place in the keyboard order, which follows the groups as shown.
 */
export function groupHits(hits: readonly SearchHit[]): { groups: HitGroup[]; ordered: SearchHit[] } {
  const groups: HitGroup[] = [];
  const ordered: SearchHit[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({ kind, hits: ofKind.map((hit) => ({ hit, index: ordered.push(hit) - 1 })) });
  }
  return { groups, ordered };
}
