import { foldRu, parsePersonName } from '../../lib/russian/index.ts';

/**
 * Words said aloud that the cutting leaves in the wrong place. The one definition for the draft sections (here)
 * and the protocol text (`protocol-text/sentences.ts`).
 */

const ORDINAL =
  '(?:первому|второму|третьему|четв[её]ртому|пятому|шестому|седьмому|восьмому|девятому|десятому|' +
  'одиннадцатому|двенадцатому|следующему|последнему|очередному|\\d{1,2}(?:-?(?:му|ому|ему))?)';

/**
 * «По второму вопросу», «Итак, по третьему вопросу повестки дня», «Переходим к следующему вопросу» at the very end
 * of a text: the chair passing on to the next question, said just before the next section's marker («По второму
 * вопросу слушали …»). Only these fixed phrases: an ordinal (or «следующему», «последнему») and «вопросу» or «пункту».
 */
const TRAILING_TRANSITION = new RegExp(
  `(?<!\\p{L})(?:(?:итак|так|далее|теперь|а)[,\\s]\\s*)?(?:по|переходим\\s+ко?|перейд[её]м\\s+ко?)\\s+${ORDINAL}\\s+(?:вопросу|пункту)` +
    '(?:\\s+повестки(?:\\s+дня)?)?[\\s.,:;—–-]*$',
  'iu',
);

const QUESTION_BEFORE = new RegExp(`(?<!\\p{L})(?:по|ко?)\\s+${ORDINAL}\\s+(?:вопросу|пункту)\\s*$`, 'iu');

/**
 * Whether a marker found at this place is part of a transition, not a section: «повестки дня» in «По второму
 * вопросу повестки дня слушали …» is no agenda.
 */
export function partOfTransition(textBefore: string, marker: string): boolean {
  return /^повестк/iu.test(marker.trim()) && QUESTION_BEFORE.test(textBefore);
}

/** Sentence ends after which a new phrase begins even in a recogniser's text without capitals. */
const SENTENCE_END = /[.!?…:;]$/u;

/**
 * The text without a trailing transition to the next question. The phrase must begin a sentence (the text's start,
 * after «.», «!», «?», «:» or «;», or with a capital letter), so «… подготовить отчёт по второму вопросу» keeps its
 * words. The agenda item's number is already given by the protocol's structure, so the phrase is dropped, not moved.
 */
export function withoutTrailingTransition(text: string): string {
  let result = text.trimEnd();
  for (;;) {
    const match = TRAILING_TRANSITION.exec(result);
    if (!match) return result;
    const before = result.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || SENTENCE_END.test(before) || /^\p{Lu}/u.test(match[0]);
    if (!startsSentence) return result;
    result = before;
  }
}

const LEADING_NAME = /^\s*(\p{L}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{L}[\p{L}'’-]*)){0,2})\s*[.,:;!—–-]+\s*/u;

/**
 * «Кузнецов. Предлагаю …» on Кузнецов's own line: the name said right after «Выступил» is the speaker again, so it
 * goes. Only the speaker's own name (surname, with the first name, patronymic or initials of the label) followed by
 * punctuation; «Кузнецов предлагает …» and anyone else's name stay.
 */
export function withoutSpeakerName(text: string, speaker: string): string {
  const surname = foldRu(parsePersonName(speaker).surname);
  if (!surname || /\s/u.test(surname)) return text;
  const match = LEADING_NAME.exec(text);
  if (!match) return text;
  const own = new Set(speaker.split(/[\s.]+/u).filter(Boolean).map(foldRu));
  const said = match[1]!.split(/\s+/u).map((word) => foldRu(word.replace(/\.$/u, '')));
  if (!said.includes(surname) || !said.every((word) => own.has(word))) return text;
  return text.slice(match[0].length);
}
