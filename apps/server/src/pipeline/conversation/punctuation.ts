import { foldRu } from '../../lib/russian/index.ts';
import { parseCardinal } from '../numbers/index.ts';
import { infinitiveOf, isFiniteVerb, isFirstPersonFuture, isSecondPerson, isSecondPersonFuture, isSureImperative, isThirdPersonFuture } from './morphology.ts';
import type { MeetingPeople } from './people.ts';
import { upperFirst } from '../protocol-text/index.ts';

/**
 * Sentences for recognition output written without punctuation or capitals («добрый день соседи давайте начинать …»).
 * No maintained library restores Russian punctuation in JavaScript (the models that do are Python/PyTorch), so the
 * sentences are cut by rules on how a chair talks: discourse markers that open a sentence («так», «теперь»,
 * «предлагаю», «кто за»), phrases that close one («давайте начинать», «принято»), a person called by name (a
 * vocative, set off by a comma), a question opened by «а почему …», and the counts of a vote set apart by commas.
 * The people's names get their capitals back, which is how the model knows them.
 */

/** Text reads as unpunctuated when it has fewer sentence ends than one per this many words. */
const WORDS_PER_SENTENCE_END = 25;
const MIN_WORDS = 12;

export function lacksPunctuation(text: string): boolean {
  const words = text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  const ends = (text.match(/[.!?…]/gu) ?? []).length;
  return words >= MIN_WORDS && ends * WORDS_PER_SENTENCE_END < words;
}

/** A sentence starts here: the words from this one on begin so. */
const OPENS = new RegExp(
  '^(?:' +
    [
      'добрый (?:день|вечер)',
      'доброе утро',
      'здравствуйте',
      'всем привет',
      '(?:ну )?давайте',
      'кворум (?:есть|имеется)',
      '(?:ну |тогда )?(?:начинаем|начнем)',
      // «ну эту информацию принимаем к сведению»: the chair's decision after what was said to the room.
      'ну(?= (?:\\p{L}+ ){0,2}(?:принимаем|приняли|примем) к сведению)',
      'значит так',
      'так(?= (?:теперь|за|кто|значит|итак|вот|дальше|далее|по|а|ну)(?!\\p{L}))',
      'итак',
      'теперь',
      'хорошо',
      'ладно',
      'отлично',
      'понятно',
      'предлагаю',
      'есть предложение',
      'ставлю на голосование',
      'голосуем',
      'кто (?:за|против|воздерж)',
      '(?:решение )?принято',
      'решили',
      'договорились',
      '(?:всем )?спасибо',
      'до свидания',
      'не забудьте',
      'на этом',
      'ну (?:вроде )?вс[её]',
      'переходим',
      'следующий вопрос',
      '(?:у нас|сегодня)(?: \\p{L}+){0,3} вопрос\\p{L}*',
      '(?:на|в) повестке',
      'повестка(?! (?:дня )?исчерпан)',
      'я как',
      'а (?:почему|как|что|кто|где|когда|сколько|зачем|кто-нибудь|может)',
    ].join('|') +
    ')(?!\\p{L})',
  'u',
);

/** The sentence ends after these words when they open it. */
const CLOSES = new RegExp(
  '^(?:' +
    [
      '(?:добрый (?:день|вечер)|доброе утро|здравствуйте|всем привет)(?: (?:уважаемые|дорогие)(?: \\p{L}+)?| (?:коллеги|товарищи|соседи|друзья|все|родители|жильцы|садоводы))?',
      '(?:ну )?давайте (?:начинать|начнем|начинаем)',
      '(?:ну )?(?:давайте|можно) я (?:коротко|кратко|быстро|вкратце)',
      'кворум (?:есть|имеется)(?: \\p{L}+(?: \\p{L}+)? из \\p{L}+)?',
      '(?:ну |тогда )?(?:начинаем|начнем)(?! (?:с|со|работу|заседание|собрание|совещание)(?!\\p{L}))',
      '(?:решение )?принято',
      'хорошо|ладно|отлично|понятно|ясно|договорились',
      'ну (?:вроде )?вс[её](?: вроде)?',
      'спасибо(?: что пришли| всем| за внимание)?',
      'всем спасибо',
      'до свидания',
    ].join('|') +
    ')(?!\\p{L})',
  'u',
);

/** Questions: «а почему насос сгорел кто-нибудь разбирался», «а в бюджете сколько есть». */
const ASKS = /^а (?:(?:почему|как|что|кто|где|когда|сколько|зачем|кто-нибудь|может)|(?:\p{L}+ ){1,2}(?:почему|где|когда|сколько|зачем|кто))(?!\p{L})/u;
/** An answer to the question just asked starts a sentence of its own. */
const ANSWER = /^(?:да|нет)$/u;
/** After these a name is no vocative: «слово Николаю Петровичу», «с Аллой Викторовной», «и Фёдор Ильич». */
const GOVERNS = /^(?:по|к|ко|о|об|с|со|у|от|для|за|и|или|слово|а)$/u;
/** After these a marker goes on the sentence: «и теперь», «что принято». */
const JOINS = /^(?:и|или|но|что|чтобы|если|когда|не|по|к|о|об|с|у|от|для)$/u;
/** «Анна Викторовна, пожалуйста»: the floor given, the sentence ends. */
const FLOOR_WORDS = /^(?:пожалуйста|прошу|начинайте)$/u;
/** Link words that open a sentence and are set off by a comma: «Так, теперь взносы», «Да, скачок напряжения был». */
const LEADS = /^(?:так|итак|да|нет|ну)$/u;
/** A greeting, then whom it greets: «добрый день, соседи». */
const GREETING = /^(?:добрый (?:день|вечер)|доброе утро|здравствуйте|всем привет)(?= (?:уважаемые|дорогие|коллеги|товарищи|соседи|друзья|все|родители|жильцы|садоводы)(?!\p{L}))/u;
/** «По воде Раиса Ивановна доложит»: a topic said before the name of who speaks on it. */
const TOPIC_BEFORE = /^(?:по|о|об|про)$/u;
const VOTE_SIDE = /^(?:против|воздержал\p{L}*|воздержавш\p{L}*)$/u;

interface Token {
  word: string;
  folded: string;
}

/**
 * The text with sentence ends, the commas that the model reads (after a vocative and an opening «так», between the
 * counts of a vote) and capitals (a sentence's first word, the people's names). For text that lacksPunctuation().
 */
export function restorePunctuation(text: string, people: MeetingPeople): string {
  const { forms, vocatives } = people.nameWords();
  // Some recognisers set a stop or a comma here and there: a word's own mark is kept and read as a cut.
  const said = text
    .split(/\s+/u)
    .filter(Boolean)
    .map((raw) => /^(?<word>.*?[\p{L}\d»")]?)(?<mark>[.,!?…;:]*)$/u.exec(raw)!.groups!)
    .filter((part) => part.word);
  const tokens: Token[] = said.map(({ word }) => ({ word: word!, folded: foldRu(word!) }));
  const rest = (i: number) => tokens.slice(i, i + 8).map((t) => t.folded).join(' ');
  const breaks = new Set<number>([0]);
  const commas = new Set<number>();
  const colons = new Set<number>();
  const questions = new Set<number>();
  /** Where the recogniser's own stop or question mark ended a sentence (the token's index). */
  const askedAt = new Set<number>();
  said.forEach(({ mark }, i) => {
    if (/[.!?…]/u.test(mark!) && i + 1 < tokens.length) breaks.add(i + 1);
    if (/\?/u.test(mark!)) askedAt.add(i);
    if (/[,;:]/u.test(mark!)) commas.add(i);
  });

  // Names: capitals back, a vocative set off.
  for (let i = 0; i < tokens.length; i++) {
    const pair = i + 1 < tokens.length ? `${tokens[i]!.folded} ${tokens[i + 1]!.folded}` : '';
    const span = vocatives.has(pair) ? 2 : vocatives.has(tokens[i]!.folded) && !forms.has(tokens[i + 1]?.folded ?? '') ? 1 : 0;
    if (forms.has(tokens[i]!.folded)) tokens[i]!.word = upperFirst(tokens[i]!.word);
    if (span === 0) continue;
    for (let k = i; k < i + span; k++) tokens[k]!.word = upperFirst(tokens[k]!.word);
    const before = tokens[i - 1]?.folded ?? '';
    const next = tokens[i + span];
    i += span - 1;
    // «… до пятнадцатого июня а иван фёдорович проследите»: «а» and the one called to do the next task.
    const called = /^(?:а|и)$/u.test(before) && !!next && isSureImperative(next.folded);
    if (called) {
      breaks.add(i - span);
      commas.add(i);
      continue;
    }
    // «график составит геннадий борисович»: the name after the verb is its subject, not one called.
    const subject = isThirdPersonFuture(before) && !(next && (FLOOR_WORDS.test(next.folded) || isSureImperative(next.folded)));
    if (GOVERNS.test(before) || subject) continue;
    // «а в бюджете сколько есть вера павловна»: the name said last closes the question put to her.
    const asking = [...Array(8).keys()].map((back) => i - span - back).find((k) => k >= 0 && tokens[k]!.folded === 'а' && ASKS.test(rest(k)));
    if (asking !== undefined && ![...breaks].some((b) => b > asking && b <= i - span)) {
      breaks.add(asking);
      questions.add(asking);
      commas.add(i - span);
      if (i + 1 < tokens.length) breaks.add(i + 1);
      continue;
    }
    breaks.add(i - span + 1);
    const topic = [2, 3].find((back) => TOPIC_BEFORE.test(tokens[i - span + 1 - back]?.folded ?? ''));
    if (topic) breaks.add(i - span + 1 - topic);
    // «Раиса Ивановна доложит»: the name is the subject, no vocative.
    if (next && !isFiniteVerb(next.folded)) commas.add(i);
    if (next && FLOOR_WORDS.test(next.folded) && i + 2 < tokens.length) breaks.add(i + 2);
  }

  let covered = 0;
  for (let i = 1; i < tokens.length; i++) {
    const from = rest(i);
    // «так теперь взносы»: one sentence opened by two markers; «всем спасибо» is one opener, not two.
    const linked = breaks.has(i - 1) && LEADS.test(tokens[i - 1]!.folded);
    const opener = OPENS.exec(from);
    if (opener && i >= covered && !JOINS.test(tokens[i - 1]!.folded) && !linked) {
      breaks.add(i);
      covered = i + opener[0].split(' ').length;
    }
    // «вы в электрике разбираетесь, подберите стабилизатор»: a task's imperative after a statement's verb.
    if (isSureImperative(tokens[i]!.folded) && (isFiniteVerb(tokens[i - 1]!.folded) || isSecondPerson(tokens[i - 1]!.folded))) commas.add(i - 1);
    if (VOTE_SIDE.test(tokens[i]!.folded) && (parseCardinal(tokens[i - 1]!.folded) !== null || tokens[i - 1]!.folded === 'нет')) commas.add(i - 1);
    // «программу принесёте к двадцать пятому июня принесу»: the one asked answers with the same verb, a sentence.
    const reply = isFirstPersonFuture(tokens[i]!.folded) && infinitiveOf(tokens[i]!.folded);
    if (reply && tokens.slice(Math.max(0, i - 10), i).some((t) => isSecondPersonFuture(t.folded) && infinitiveOf(t.folded) === reply)) {
      breaks.add(i);
      if (i + 1 < tokens.length) breaks.add(i + 1);
    }
    // «… принесу разное артур ренатович …»: «Разное» said alone passes to the last question.
    if (tokens[i]!.folded === 'разное' && !JOINS.test(tokens[i - 1]!.folded) && (breaks.has(i + 1) || i + 1 === tokens.length)) breaks.add(i);
    // «у нас два вопроса: вода и взносы».
    if (/^вопрос(?:а|ов)?$/u.test(tokens[i]!.folded) && parseCardinal(tokens[i - 1]!.folded) !== null) colons.add(i);
  }
  // What opens a sentence may close it too, and an answer follows a question.
  const sorted = () => [...breaks].sort((a, b) => a - b);
  for (const start of sorted()) {
    const closing = CLOSES.exec(rest(start));
    if (closing) {
      const length = closing[0].split(' ').length;
      if (start + length < tokens.length) breaks.add(start + length);
    } else if (LEADS.test(tokens[start]!.folded)) {
      commas.add(start);
    } else if (/^значит так(?!\p{L})/u.test(rest(start))) {
      commas.add(start + 1);
    }
    const greeting = GREETING.exec(rest(start));
    if (greeting) commas.add(start + greeting[0].split(' ').length - 1);
    if (ASKS.test(rest(start))) {
      questions.add(start);
      const answer = tokens.findIndex((t, k) => k > start && ANSWER.test(t.folded));
      const next = sorted().find((b) => b > start) ?? tokens.length;
      if (answer > start && answer < next) breaks.add(answer);
    }
  }
  for (const start of sorted()) if (LEADS.test(tokens[start]!.folded) && breaks.has(start + 1) === false) commas.add(start);
  // «Кто за, поднимите руки»: the call, then what to do.
  for (const start of sorted()) if (/^кто (?:за|против|воздерж\p{L}*) (?:подним|прошу)/u.test(rest(start))) commas.add(start + 1);

  const starts = sorted();
  const sentences = starts.map((start, index) => {
    const end = starts[index + 1] ?? tokens.length;
    const mark = (k: number) => (start + k >= end - 1 ? '' : colons.has(start + k) ? ':' : commas.has(start + k) ? ',' : '');
    const words = tokens.slice(start, end).map((t, k) => `${t.word}${mark(k)}`);
    words[0] = upperFirst(words[0]!);
    return `${words.join(' ')}${questions.has(start) || askedAt.has(end - 1) ? '?' : '.'}`;
  });
  return sentences.join(' ');
}

