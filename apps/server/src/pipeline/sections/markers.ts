import { keywordAlternatives } from '@protocolist/contracts/keywords';
import { splitWords, type Word } from './words.ts';

/** What a keyword contributes to cutting: a section title and its marker phrases. */
export interface SectionKeyword {
  title: string;
  phrase: string;
}

interface Marker {
  title: string;
  /** Order of the keyword in the secretary's list: breaks ties between equally long markers. */
  rank: number;
  stems: string[];
}

export interface MarkerMatch {
  title: string;
  /** Number of words the marker covers, starting at the word where it was found. */
  length: number;
}

/**
 * The marker phrases of a keyword list, ready to be matched word by word. A phrase matches consecutive
 * words whose stems equal the phrase's stems: case, ё and word endings do not matter, but a marker never
 * matches part of a longer word with a different stem («план» does not match «планёрка»).
 */
export class MarkerSet {
  private readonly byFirstStem = new Map<string, Marker[]>();

  constructor(keywords: readonly SectionKeyword[]) {
    keywords.forEach((keyword, rank) => {
      for (const alternative of keywordAlternatives(keyword.phrase)) {
        const stems = splitWords(alternative).map((word) => word.stem);
        if (stems.length === 0) continue;
        const list = this.byFirstStem.get(stems[0]!) ?? [];
        list.push({ title: keyword.title, rank, stems });
        this.byFirstStem.set(stems[0]!, list);
      }
    });
  }

  get isEmpty(): boolean {
    return this.byFirstStem.size === 0;
  }

  /** The longest marker starting at `words[index]` (on equal length, the keyword listed first), or null. */
  matchAt(words: readonly Word[], index: number): MarkerMatch | null {
    const candidates = this.byFirstStem.get(words[index]!.stem);
    if (!candidates) return null;
    let best: Marker | null = null;
    for (const marker of candidates) {
      if (index + marker.stems.length > words.length) continue;
      const matches = marker.stems.every((stem, offset) => {
        const word = words[index + offset]!;
        return word.stem === stem && (offset === 0 || !word.afterSentenceEnd);
      });
      if (!matches) continue;
      const longer = best === null || marker.stems.length > best.stems.length;
      const earlier = best !== null && marker.stems.length === best.stems.length && marker.rank < best.rank;
      if (longer || earlier) best = marker;
    }
    return best ? { title: best.title, length: best.stems.length } : null;
  }

  /** True when `text` begins with a marker phrase («Решили: …»). */
  startsWithMarker(text: string): boolean {
    const words = splitWords(text);
    return words.length > 0 && this.matchAt(words, 0) !== null;
  }
}
