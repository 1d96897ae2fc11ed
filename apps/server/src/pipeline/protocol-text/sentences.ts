/** Sentence hygiene for text that came from speech: capital letter first, punctuation last, no leftovers. */
import { withoutTrailingTransition } from '../sections/leftovers.ts';

const TERMINAL = /[.!?…»")]$/u;

/** «отчёт принять к сведению» → «Отчёт принять к сведению.» */
export function asSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').replace(/^[\s.,:;—–-]+/u, '').trim();
  if (!trimmed) return '';
  const capitalised = upperFirst(trimmed);
  return TERMINAL.test(capitalised) ? capitalised : `${capitalised.replace(/[,;:—–-]+$/u, '').trimEnd()}.`;
}

/** «подготовить смету» → «Подготовить смету»: the first letter upper-cased, the rest as it is. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
}

/** A task's words without the punctuation it ended with; initials keep their dot («… передать опись Лыковой Н.А.»). */
export function withoutEndPunctuation(text: string): string {
  return text.replace(/(?<!(?:^|[\s.])\p{Lu})[.;,\s]+$/u, '');
}

/** Lower-cases the first letter unless the first word is an abbreviation (ИТ, ООО): «Подготовить» → «подготовить». */
export function lowerFirst(text: string): string {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  if (first.length > 1 && first === first.toLocaleUpperCase('ru-RU')) return text;
  return text.charAt(0).toLocaleLowerCase('ru-RU') + text.slice(1);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\d«"])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Closing words: said aloud, never minuted. */
const CLOSING = /^(?:(?:всем\s+)?спасибо|благодарю)(?:\s+всем)?(?:\s+за\s+\p{L}+)?[,.!]?(?:\s|$)|(?:совещание|планёрка|планерка|заседание|собрание|встреча)\s+(?:окончен|закончен|закрыт|завершен|завершён)/iu;

/** Drops a trailing «По второму вопросу» (the draft sections' rule) and closing sentences («Спасибо всем, планёрка окончена.»). */
export function withoutSpokenLeftovers(text: string): string {
  let result = text.trim();
  for (;;) {
    const withoutTransition = withoutTrailingTransition(result).trim();
    const sentences = splitSentences(withoutTransition);
    while (sentences.length > 0 && CLOSING.test(sentences.at(-1)!)) sentences.pop();
    const next = sentences.join(' ');
    if (next === result) return result;
    result = next;
  }
}
