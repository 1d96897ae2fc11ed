import { diffArrays, diffWords } from 'diff';

interface SectionText {
  key: string;
  value: string;
}

/** A run of a section's words: `differs` when the other version does not have it. */
export interface Piece {
  text: string;
  differs: boolean;
}

/** One section of a version as the comparison shows it: whether it differs from the other version, and where. */
export interface ComparedSection {
  differs: boolean;
  key: Piece[];
  value: Piece[];
}

export interface ComparedVersions {
  mine: ComparedSection[];
  theirs: ComparedSection[];
}

/** Words as Russian has them (the library's own word rule takes Cyrillic letters for punctuation). */
const WORDS = new Intl.Segmenter('ru', { granularity: 'word' });
/** A text so long or so changed that comparing its words takes longer is marked as a whole. */
const WORD_DIFF_TIMEOUT_MS = 100;

const whole = (text: string, differs: boolean): Piece[] => (text ? [{ text, differs }] : []);

/** `own` as runs of words, those the `other` text lacks marked. */
function ownWords(other: string, own: string): Piece[] {
  if (other === own) return whole(own, false);
  const changes = diffWords(other, own, { intlSegmenter: WORDS, timeout: WORD_DIFF_TIMEOUT_MS });
  if (!changes) return whole(own, true);
  return changes.filter((change) => !change.removed).map((change) => ({ text: change.value, differs: change.added }));
}

const same = (section: SectionText): ComparedSection => ({ differs: false, key: whole(section.key, false), value: whole(section.value, false) });

const against = (own: SectionText, other: SectionText | undefined): ComparedSection =>
  other
    ? { differs: true, key: ownWords(other.key, own.key), value: ownWords(other.value, own.value) }
    : { differs: true, key: whole(own.key, true), value: whole(own.value, true) };

/**
 * Two versions of a protocol's sections side by side. Sections both have alike are matched first (so one added
 * or removed section does not mark all after it); within each run of differing sections, the n-th of one version
 * is compared word by word with the n-th of the other, and a section the other lacks differs as a whole.
 */
export function compareSections(mine: readonly SectionText[], theirs: readonly SectionText[]): ComparedVersions {
  const result: ComparedVersions = { mine: [], theirs: [] };
  const identity = (section: SectionText) => `${section.key}\u0000${section.value}`;
  let m = 0;
  let t = 0;
  let onlyTheirs: SectionText[] = [];
  let onlyMine: SectionText[] = [];
  const closeRun = () => {
    onlyMine.forEach((section, index) => result.mine.push(against(section, onlyTheirs[index])));
    onlyTheirs.forEach((section, index) => result.theirs.push(against(section, onlyMine[index])));
    onlyMine = [];
    onlyTheirs = [];
  };
  for (const part of diffArrays(theirs.map(identity), mine.map(identity))) {
    if (part.removed) {
      onlyTheirs.push(...theirs.slice(t, t + part.count));
      t += part.count;
    } else if (part.added) {
      onlyMine.push(...mine.slice(m, m + part.count));
      m += part.count;
    } else {
      closeRun();
      for (let index = 0; index < part.count; index += 1) {
        result.mine.push(same(mine[m + index]!));
        result.theirs.push(same(theirs[t + index]!));
      }
      m += part.count;
      t += part.count;
    }
  }
  closeRun();
  return result;
}
