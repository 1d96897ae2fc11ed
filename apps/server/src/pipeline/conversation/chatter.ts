import { foldRu } from '../../lib/russian/index.ts';

/**
 * What is said at a meeting and never minuted: greetings, the roll call, giving the floor, thanks and farewells,
 * procedural chatter («Все собрались?», «Согласна.», «Вопросы есть?»). A sentence is left out when each of its
 * clauses is such a phrase or only names someone («Спасибо, Ольга Николаевна.»).
 */
const CLAUSES: RegExp[] = [
  // greetings and opening
  /^(?:и\s+)?(?:всем\s+)?(?:добрый\s+(?:день|вечер)|доброе\s+утро|здравствуйте|приветствую(?:\s+вас|\s+всех)?|привет|всем\s+привет)$/u,
  /^(?:уважаемые\s+|дорогие\s+)?(?:коллеги|друзья|товарищи|все|соседи|жильцы|присутствующие|участники|команда)$/u,
  /^(?:ну\s+|итак\s+|так\s+)?(?:все|всё)\s+(?:собрались|на\s+месте|здесь|подключились)$/u,
  /^(?:ну\s+|итак\s+)?(?:тогда\s+|что\s+ж\s+|давайте\s+)?(?:начинаем|начн[её]м|приступим|приступаем|можно\s+начинать)(?:\s+(?:работу|заседание|совещание|собрание|планерку|планёрку|встречу))?(?:\s+\p{L}+){0,3}$/u,
  /^(?:объявляю\s+)?(?:заседание|совещание|собрание|планерка|планёрка)\s+(?:открыт[оа]|объявляю\s+открыт\p{L}+)$/u,
  /^открываю\s+(?:заседание|совещание|собрание|планерку|планёрку)(?:\s+\p{L}+){0,3}$/u,
  /^(?:кворум\s+есть|кворум\s+имеется|есть\s+кворум)$/u,
  // roll call
  /^(?:кто\s+отсутствует|отсутствующих\s+нет|все\s+присутствуют|присутствуют\s+все)$/u,
  // the floor
  /^(?:вам|тебе|теперь\s+вам)\s+слово(?:\s+по\s+.+)?$/u,
  /^(?:слово\s+(?:предоставляется|даю|передаю)|предоставляю\s+слово|передаю\s+слово|прошу|пожалуйста|прошу\s+вас|давайте\s+послушаем|послушаем)(?:\s+.+)?$/u,
  /^(?:что\s+у\s+вас|что\s+скажете|что\s+готово|как\s+дела|как\s+обстоят\s+дела|что\s+по\s+.+|что\s+нового|расскажите)$/u,
  // thanks and farewells
  /^(?:(?:всем|вам|большое)\s+)?(?:спасибо|благодарю)(?:\s+(?:всем|вам|большое))?(?:\s+за\s+.+)?$/u,
  /^(?:на\s+этом\s+(?:вс[её]|заканчиваем|закончим|завершаем)(?:\s+\p{L}+){0,2}|вс[её]\s+на\s+сегодня|вопросов\s+больше\s+нет)$/u,
  /^(?:(?:заседание|совещание|собрание|планерка|планёрка|встреча)\s+(?:окончен[оа]|закончен[оа]|закрыт[оа]|завершен[оа]|завершён[оа]|объявляю\s+закрыт\p{L}+))$/u,
  /^(?:объявляю\s+)?(?:заседание|совещание|собрание)\s+закрыт\p{L}*$/u,
  /^(?:до\s+свидания|до\s+встречи|всего\s+доброго|все\s+свободны|вс[её]\s+свободны|можно\s+расходиться)$/u,
  // procedural
  /^(?:да|нет|хорошо|ладно|ясно|понятно|отлично|так|итак|принято|согласн(?:а|ы|ен)|поддерживаю|верно|конечно|договорились)$/u,
  /^(?:вопросы\s+есть|есть\s+вопросы|вопросов\s+нет|какие\s+(?:есть\s+)?вопросы|кто\s+хочет\s+(?:сказать|добавить)|дополнения\s+есть|есть\s+дополнения)$/u,
];

const ADDRESS_ONLY = /^(?:\p{Lu}\p{Ll}+\s*){1,3}$/u;

const isChatterClause = (clause: string) => {
  const folded = foldRu(clause.trim());
  return CLAUSES.some((pattern) => pattern.test(folded));
};

/**
 * Whether the whole sentence is chatter: every clause (between commas, dashes) is a chatter phrase or only a name,
 * and at least one is a chatter phrase («Ольга Николаевна.» alone names whom the chair turns to).
 */
export function isChatter(sentence: string): boolean {
  const body = sentence.replace(/[.!?…]+$/u, '').trim();
  if (!body) return true;
  const clauses = body.split(/\s*[,;:—–]\s*|\s+-\s+/u).filter((clause) => clause.trim());
  return clauses.every((clause) => isChatterClause(clause) || ADDRESS_ONLY.test(clause.trim())) && clauses.some(isChatterClause);
}

/** A text without its chatter sentences. */
export function withoutChatter(sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => !isChatter(sentence));
}
