import { foldRu } from '../../lib/russian/index.ts';
import { parseCardinal } from '../numbers/index.ts';
import { isFirstPersonFuture, isVerbForm } from './morphology.ts';

/**
 * What is said at a meeting and never minuted: greetings, the roll call, giving the floor, thanks and farewells,
 * procedural chatter («Все собрались?», «Согласна.», «Вопросы есть?»). A sentence is left out when each of its
 * clauses is such a phrase or only names someone («Спасибо, Ольга Николаевна.»).
 */
const CLAUSES: RegExp[] = [
  // greetings and opening
  /^(?:и\s+)?(?:всем\s+)?(?:добрый\s+(?:день|вечер)|доброе\s+утро|здравствуйте|приветствую(?:\s+вас|\s+всех)?|привет|всем\s+привет)$/u,
  /^(?:(?:уважаемые|дорогие)\s+\p{L}+(?:\s+\p{L}+)?|(?:уважаемые\s+|дорогие\s+)?(?:коллеги|друзья|товарищи|все|соседи|жильцы|присутствующие|участники|команда))$/u,
  /^(?:ну\s+|итак\s+|так\s+)?(?:вроде\s+|кажется\s+)?(?:все|всё)\s+(?:собрались|на\s+месте|здесь|подключились)$/u,
  /^(?:ну\s+|итак\s+)?(?:тогда\s+|что\s+ж\s+|давайте\s+)?(?:начинаем|начинать|начн[её]м|приступим|приступаем|можно\s+начинать)(?:\s+(?:работу|заседание|совещание|собрание|планерку|планёрку|встречу))?(?:\s+\p{L}+){0,3}$/u,
  /^(?:объявляю\s+)?(?:заседание|совещание|собрание|планерка|планёрка)\s+(?:открыт[оа]|объявляю\s+открыт\p{L}+)$/u,
  /^(?:я\s+как\s+председатель\s+)?открываю\s+(?:заседание|совещание|собрание|планерку|планёрку)(?:\s+\p{L}+){0,3}$/u,
  // «Кворум есть, шесть из семи.»
  /^(?:кворум\s+есть|кворум\s+имеется|есть\s+кворум)(?:\s+(?:\p{L}+\s+){1,3}из\s+\p{L}+(?:\s+\p{L}+)?)?$/u,
  // «Давайте я коротко.»: the speaker takes the floor.
  /^(?:(?:ну|так)\s+)?(?:давайте|можно|если\s+можно)?\s*я\s+(?:коротко|кратко|быстро|вкратце)$/u,
  // roll call
  /^(?:кто\s+отсутствует|отсутствующих\s+нет|все\s+присутствуют|присутствуют\s+все)$/u,
  // the floor
  /^(?:вам|тебе|теперь\s+вам)\s+слово(?:\s+по\s+.+)?$/u,
  /^(?:слово\s+(?:предоставляется|даю|передаю)|предоставляю\s+слово|передаю\s+слово|прошу|пожалуйста|прошу\s+вас|давайте\s+послушаем|послушаем)(?:\s+.+)?$/u,
  /^(?:что\s+у\s+вас|что\s+скажете|что\s+готово|как\s+дела|как\s+обстоят\s+дела|что\s+по\s+.+|что\s+нового|расскажите)$/u,
  // thanks and farewells
  /^(?:(?:всем|вам|большое)\s+)?(?:спасибо|благодарю)(?:\s+(?:всем|вам|большое))?(?:\s+за\s+.+|\s+что\s+(?:пришли|собрались|пришли\s+все))?$/u,
  /^(?:(?:на\s+этом\s+)?(?:повестка(?:\s+дня)?\s+исчерпана|вопросы\s+(?:повестки\s+)?исчерпаны)|на\s+этом\s+(?:вс[её]|заканчиваем|закончим|завершаем)(?:\s+\p{L}+){0,2}|(?:ну\s+)?(?:вот\s+и\s+)?(?:вроде\s+)?вс[её](?:\s+вроде)?(?:\s+на\s+сегодня)?|вопросов\s+больше\s+нет)$/u,
  /^(?:(?:заседание|совещание|собрание|планерка|планёрка|встреча)\s+(?:окончен[оа]|закончен[оа]|закрыт[оа]|завершен[оа]|завершён[оа]|объявляю\s+закрыт\p{L}+))$/u,
  /^(?:объявляю\s+)?(?:заседание|совещание|собрание)\s+закрыт\p{L}*$/u,
  /^(?:до\s+свидания|до\s+встречи|всего\s+доброго|все\s+свободны|вс[её]\s+свободны|(?:можно\s+)?расходиться|расходимся|работаем)$/u,
  /^(?:(?:все|вс[её])\s+)?по\s+(?:рабочим\s+)?местам$/u,
  // keeping order, apologies
  /^(?:ой\s+)?(?:извините|простите|прошу\s+прощения)$/u,
  /^(?:дайте\s+(?:договорить|сказать|закончить)|не\s+перебивайте|минуточку|минутку|тише|тихо|по\s+одному|по\s+очереди|(?:тише|тихо)\s+пожалуйста)$/u,
  // procedural
  /^(?:да|нет|ну|хорошо|ладно|ясно|понятно|отлично|так|итак|принято|согласн(?:а|ы|ен)|поддерживаю|верно|конечно|договорились)$/u,
  /^(?:а\s+)?я\s+(?:в\s+голосовании\s+)?не\s+(?:участвую|голосую)(?:\s+в\s+голосовании)?$/u,
  /^(?:вопросы\s+есть|есть\s+вопросы|вопросов\s+нет|какие\s+(?:есть\s+)?вопросы|кто\s+хочет\s+(?:сказать|добавить)|дополнения\s+есть|есть\s+дополнения)$/u,
];

/** A reply that only takes a task on: «Сделаю.», «Понял, разошлю сегодня.», «Ок, к четвергу.» */
const ACKNOWLEDGING = new Set(['ок', 'окей', 'хорошо', 'ладно', 'да', 'понял', 'поняла', 'поняли', 'понятно', 'принято', 'есть', 'конечно', 'обязательно', 'тогда', 'я', 'мы', 'сегодня', 'завтра', 'же']);
const DEADLINE_ECHO = /^(?:к|до)\s+(?:\p{L}+\s+)?\p{L}+$/u;

function isAcknowledgement(clause: string): boolean {
  const words = clause.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  if (DEADLINE_ECHO.test(clause)) return true;
  return words.every((word) => ACKNOWLEDGING.has(word) || isFirstPersonFuture(word));
}

/** An elliptic question thrown in («Когда?», «А остальные?»): the answer that follows is minuted, not the question. */
const SHORT_QUESTION_WORDS = 5;

/**
 * An aside to the room, not on the question: a lost thing asked after («Кто брал мой зонт?», «У кого-нибудь есть
 * зарядка?», «Чья кружка на подоконнике?», «Кто-нибудь видел мою рулетку?»), a question thrown in with «кстати».
 */
const ASIDE = [
  /(?:^|\s)у\s+кого(?:-нибудь|-то)?\s+(?:есть|найд[её]тся)(?!\p{L})/u,
  /(?:^|\s)кто(?:-нибудь|-то)?\s+(?:брал|взял|видел|не\s+видел|забыл|оставил)(?!\p{L})/u,
  /^(?:(?:а|ой|извините|простите)[,\s]+)*(?:чей|чья|чье|чьи)(?!\p{L})/u,
  /^кстати(?!\p{L})/u,
];

export function isAside(sentence: string): boolean {
  if (!/\?\s*$/u.test(sentence)) return false;
  const folded = foldRu(sentence.trim());
  return ASIDE.some((pattern) => pattern.test(folded));
}

const ASKING_LEAVE = /^можно(?:\s+\p{L}+){1,3}$/u;

/** «Извините, можно окно закрыть?»: asking leave; the short words said after it in the turn («Дует.») are its reason. */
export function asksLeave(sentence: string): boolean {
  return /\?\s*$/u.test(sentence) && sentence.replace(/[.!?…]+$/u, '').split(/\s*[,;:—–]\s*/u).some((clause) => ASKING_LEAVE.test(foldRu(clause.trim())));
}

/** Words enough to say something on the question after an aside in the same turn. */
export const AFTER_ASIDE_WORDS = 3;

const ADDRESS_ONLY = /^(?:\p{Lu}\p{Ll}+\s*){1,3}$/u;

/** «Они обидятся.», «Мы не успеем.», «А он не придёт»: a pronoun and a verb, nothing said of what or whom. */
const BARE_REMARK = /^(?:(?:а|но|да|ну|так)\s+)?(?:я|мы|вы|ты|он|она|оно|они)\s+(?:же\s+|ведь\s+|тоже\s+|опять\s+)?(?:не\s+)?(?<verb>\p{L}+)$/u;

const isBareRemark = (folded: string) => {
  const verb = BARE_REMARK.exec(folded)?.groups?.verb;
  return !!verb && isVerbForm(verb);
};

/** «Двенадцать из пятнадцати»: how many of the members came, said with the quorum. */
const isAttendanceCount = (folded: string) => {
  const count = /^(?<n>\p{L}+(?:\s+\p{L}+)?)\s+из\s+\p{L}+(?:\s+\p{L}+)?$/u.exec(folded);
  return !!count && parseCardinal(count.groups!.n!) !== null;
};

const isChatterClause = (clause: string) => {
  const folded = foldRu(clause.trim());
  return CLAUSES.some((pattern) => pattern.test(folded)) || isAcknowledgement(folded) || isBareRemark(folded) || isAttendanceCount(folded);
};

/**
 * Whether the whole sentence is chatter: every clause (between commas, dashes) is a chatter phrase or only a name,
 * and at least one is a chatter phrase («Ольга Николаевна.» alone names whom the chair turns to).
 */
export function isChatter(sentence: string): boolean {
  if (isAside(sentence)) return true;
  const question = /\?\s*$/u.test(sentence);
  if (question && sentence.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length <= SHORT_QUESTION_WORDS) return true;
  const body = sentence.replace(/[.!?…]+$/u, '').trim();
  if (!body) return true;
  const clauses = body.split(/\s*[,;:—–]\s*|\s+-\s+/u).filter((clause) => clause.trim());
  // «Можно окно закрыть?»: asking leave, not a word on the question.
  const chatter = (clause: string) => isChatterClause(clause) || (question && ASKING_LEAVE.test(foldRu(clause.trim())));
  return clauses.every((clause) => chatter(clause) || ADDRESS_ONLY.test(clause.trim())) && clauses.some(chatter);
}

/** How a chair closes the meeting: thanks to all, a farewell, «на этом всё». Not thanks to one speaker. */
const CLOSING = /(?:^|[\s,])(?:всем\s+спасибо|спасибо\s+всем|спасибо,?\s+что\s+(?:пришли|собрались)|спасибо\s+за\s+(?:внимание|работу)|до\s+свидания|до\s+встречи|все\s+свободны|расходимся|можно\s+расходиться|на\s+этом\s+(?:вс[её]|заканчиваем|закончим|завершаем)|повестка(?:\s+дня)?\s+исчерпана|(?:заседание|совещание|собрание)\s+(?:закрыто|окончено|объявляю\s+закрытым)|(?:^ну[,\s]+)(?:вроде\s+)?вс[её](?:\s+вроде)?(?=[\s,.!]*$))/u;

/** Whether the sentence closes the meeting (what is said after it is not minuted). */
export function isClosing(sentence: string): boolean {
  return isChatter(sentence) && CLOSING.test(foldRu(sentence.trim()));
}

/** Words enough for an exclamation to say something to minute; «Опять деньги!», «Три года без лифта?!» say less. */
const INTERJECTION_WORDS = 4;

/**
 * A remark thrown in: a short exclamation («Опять деньги!», «Да сколько можно!»), or, in a transcript with speaker
 * labels, a shout from the room that no label names («Три года без лифта?!»). Not minuted: no one said it on record.
 */
export function isInterjection(sentence: string, fromTheRoom: boolean): boolean {
  const words = sentence.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  // An unlabelled line may also be the speaker's own text carried onto the next line («Поручено Сидорову: отчёт»):
  // only an exclamation or a question thrown in is the room's.
  if (fromTheRoom) return /[!?]\s*$/u.test(sentence) && words <= 2 * INTERJECTION_WORDS;
  return /!\s*$/u.test(sentence) && words <= INTERJECTION_WORDS;
}
