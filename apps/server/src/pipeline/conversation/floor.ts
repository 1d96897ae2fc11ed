import { foldRu } from '../../lib/russian/index.ts';
import { leadingAddress } from './assignments.ts';
import type { MeetingPeople, NamedPerson } from './people.ts';

/**
 * Giving the floor: «Ольга Николаевна, вам слово по экзамену», «Слово предоставляется Зайцевой», «Анна Сергеевна, что
 * готово?», «Послушаем Кузнецова». The person, and the topic when it is named («по экзамену»).
 */
export interface FloorGiving {
  person: NamedPerson;
  topic: string | null;
}

const GIVES = /(?<!\p{L})(?:слово|слова|послушаем|заслушаем|выслушаем|доложите|расскажите|скажите|докладывайте|начинайте|ваша\s+очередь|ваш\s+доклад|давайте\s+(?:с|со|по|про)\s+\p{L}+|давайте\s+вы|вам)(?!\p{L})/u;
/**
 * «Раиса Ивановна, пожалуйста», «Николай Петрович, прошу, по смете»: a bare «please» gives the floor in a short call
 * only; «Геннадий Борисович, … машину уберите, пожалуйста» is a request.
 */
const PLEASE = /(?<!\p{L})(?:пожалуйста|прошу)(?!\p{L})/u;
const PLEASE_WORDS = 5;
// «Про экскурсию расскажет Артур Викторович», «Раиса Ивановна доложит»: the floor announced in the third person.
const ANYWHERE = /(?<!\p{L})(?:слово\s+(?:предоставляется|предоставляю|даю|передаю)|(?:предоставляю|даю|передаю)\s+слово|послушаем|заслушаем|выслушаем|доложит|расскажет|сообщит|проинформирует|отчитается|слово\s*[—–-])(?!\p{L})/u;
const TOPIC = /(?<!\p{L})по\s+(?<topic>[\p{L}\s-]{3,60})$/u;

export function floorGiving(sentence: string, people: MeetingPeople): FloorGiving | null {
  const text = sentence.trim();
  const folded = foldRu(text).replace(/[.!…]+$/u, '');
  const mentions = people.mentions(text);
  if (mentions.length === 0) return null;
  const address = leadingAddress(text, mentions);
  let person: NamedPerson | null = null;
  if (address) {
    const rest = folded.slice(address.to);
    const question = /\?\s*$/u.test(text);
    const words = rest.split(/\s+/u).filter(Boolean).length;
    if (GIVES.test(rest) || (PLEASE.test(rest) && words <= PLEASE_WORDS) || (question && words <= 8)) person = address.person;
  }
  if (!person && ANYWHERE.test(folded)) person = mentions[0]!.person;
  if (!person) return null;
  const topic = TOPIC.exec(folded.replace(/\?$/u, ''))?.groups?.topic ?? null;
  return { person, topic };
}

const ROLE_FLOOR = /^(?<role>\p{L}+(?:\s+\p{L}+){0,2})\s*,\s*(?:доложите|расскажите|докладывайте|начинайте|вам\s+слово|ваше\s+слово)(?:\s+(?:пожалуйста|коротко|кратко))?(?:\s+по\s+(?<topic>[\p{L}\s-]{3,60}))?$/u;
const NO_ROLE = /^(?:так|итак|ну|хорошо|теперь|тогда|коллеги|все|вы|ты|давайте|пожалуйста|спасибо)$/u;

/**
 * «Главный инженер, доложите по второй линии»: the floor given to a post, not a name. Who holds it is whoever speaks
 * next; the topic, when named, opens the question. Null when the sentence is no such call.
 */
export function floorToPost(sentence: string): { topic: string | null } | null {
  const match = ROLE_FLOOR.exec(foldRu(sentence.trim()).replace(/[.!…]+$/u, ''));
  if (!match) return null;
  if (match.groups!.role!.split(/\s+/u).some((word) => NO_ROLE.test(word))) return null;
  return { topic: match.groups!.topic?.trim() ?? null };
}
