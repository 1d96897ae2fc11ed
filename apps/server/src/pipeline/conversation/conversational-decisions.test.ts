import { describe, expect, it } from 'vitest';
import { openingList, transition } from './agenda.ts';
import { isChatter, isClosing, isInterjection } from './chatter.ts';
import { collectiveDecision, completeDecision, decidedText, decisionCue, describedOption, isVoteSentence, listedOptions, putToVote, readVote, splitDecision, voteLine, withListedOption, withQuestionSubject, type Side, type Vote } from './decisions.ts';
import { perfectiveOf } from './morphology.ts';
import { MeetingPeople } from './people.ts';
import { readTabbedMeeting } from './test-meeting.ts';

// Decisions as they are said in conversation, not dictated (issue 22). The phrasings are not the bench meetings'.

const MEMBERS = [
  { id: 1, full_name: 'Лебедева Ирина Павловна' },
  { id: 2, full_name: 'Захаров Кирилл Андреевич' },
  { id: 3, full_name: 'Субботина Вера Олеговна' },
];
const people = new MeetingPeople(MEMBERS, MEMBERS);

const meeting = (lines: string) => readTabbedMeeting(lines, people, '2026-09-14');

describe('assent with its decision after a colon', () => {
  it.each([
    ['Ладно, так и сделаем: до конца года цены не поднимаем.', 'до конца года цены не поднимать'],
    ['Тогда так и поступим: отчёт переносим на октябрь.', 'отчёт перенести на октябрь'],
    ['Хорошо, так и решим: субботник в последнюю субботу сентября.', 'Провести субботник в последнюю субботу сентября'],
    ['Договорились: смену графика обсуждаем в ноябре.', 'смену графика обсудить в ноябре'],
  ])('%s', (sentence, text) => {
    expect(decisionCue(sentence)).toEqual({ kind: 'decision', text });
  });
  it.each(['Ну давайте так и сделаем.', 'Значит, так и записываем.', 'Утвердили.', 'Окей, так и поступим.'])('«%s» agrees to what was proposed', (sentence) => {
    expect(decisionCue(sentence)).toEqual({ kind: 'agreed' });
  });
});

describe('proposals said in passing', () => {
  it.each([
    ['Может, рекламу в соцсетях попробовать?', 'рекламу в соцсетях попробовать'],
    ['А может быть, склад перенести поближе к трассе?', 'склад перенести поближе к трассе'],
    ['Ремонт крыльца предлагаю отложить до весны.', 'отложить ремонт крыльца до весны'],
    ['Я предлагаю закупить два принтера.', 'закупить два принтера'],
    ['Предлагаю так: занятия переносим на вечер.', 'занятия переносим на вечер'],
  ])('%s', (sentence, text) => {
    expect(decisionCue(sentence)).toEqual({ kind: 'proposal', text });
  });
  it.each(['Может, он просто заболел?', 'Может, позже?', 'Цены предлагаю обсудить?'])('«%s» proposes nothing', (sentence) => {
    expect(decisionCue(sentence)?.kind).not.toBe('decision');
    if (sentence !== 'Цены предлагаю обсудить?') expect(decisionCue(sentence)).toBeNull();
  });
});

describe('a decided proposal as a secretary writes it', () => {
  it.each([
    ['сегодня не решаем, запросим ещё два счёта и вернёмся к вопросу в пятницу', 'запросить ещё два счёта и вернуться к вопросу в пятницу'],
    ['закажем новые стулья для актового зала', 'заказать новые стулья для актового зала'],
    ['конкурс чтецов в декабре', 'Провести конкурс чтецов в декабре'],
  ])('%s', (said, written) => {
    expect(completeDecision(said)).toBe(written);
  });
  it('leaves the meeting’s own procedure alone when it is the whole text', () => {
    expect(decidedText('пока не решаем')).toBe('пока не решаем');
  });
});

describe('the chair’s «we» decisions', () => {
  it.each([
    ['Окей, оставляем прежний тариф.', 'Оставить прежний тариф.'],
    ['Ладно, берём, если успеем.', null],
    ['Значит, остаёмся при старом расписании, а в январе посмотрим.', 'Остаться при старом расписании.'],
    ['И проверку счётчиков проводим, как управляющая компания просила.', 'Провести проверку счётчиков.'],
    ['Итак: дежурство проводим по понедельникам, ключи оставляем на вахте.', 'Проводить дежурство по понедельникам, оставлять ключи на вахте.'],
    ['Значит, смету утверждаем, а договор подписываем в понедельник.', 'Утвердить смету, подписать договор в понедельник.'],
    ['Смету утверждаем, а потом посмотрим, что с ремонтом.', 'Утвердить смету.'],
  ])('%s', (sentence, decision) => {
    expect(collectiveDecision(sentence)).toBe(decision);
  });
  it.each([
    ['проводить', 'провести'],
    ['оставаться', 'остаться'],
    ['переносить', 'перенести'],
    ['собирать', 'собрать'],
    ['брать', 'взять'],
  ])('%s → %s', (imperfective, perfective) => {
    expect(perfectiveOf(imperfective)).toBe(perfective);
  });
});

describe('a vote asked side by side', () => {
  const tally = (sentences: string[]): Vote => {
    const vote: Vote = { for: null, against: null, abstained: null };
    let asked: Side | null = null;
    for (const sentence of sentences) {
      expect(isVoteSentence(sentence, true), sentence).toBe(true);
      asked = readVote(sentence, vote, asked);
    }
    return vote;
  };
  it('reads «Против?» — «Трое.» and «Воздержавшиеся?» — «Таких нет.»', () => {
    const vote = tally(['Кто за?', 'Двадцать два.', 'Против?', 'Трое.', 'Воздержавшиеся?', 'Таких нет.']);
    expect(voteLine(vote)).toBe('Голосовали: за — 22, против — 3, воздержались — нет. Решение принято.');
  });
  it('keeps counting through «Поднимите руки» and «Считаем»', () => {
    const vote = tally(['Поднимите руки.', 'Считаем.', 'Семнадцать.', 'А против?', 'Никого.', 'Воздержались?', 'Двое.', 'Одобрили.']);
    expect(voteLine(vote)).toBe('Голосовали: за — 17, против — нет, воздержались — 2. Решение принято.');
  });
  it('takes «кто за то, чтобы …» as what is put to the vote', () => {
    expect(putToVote('Кто за то, чтобы перенести собрание на четверг?')).toBe('перенести собрание на четверг');
    expect(putToVote('Кто за?')).toBeNull();
  });
});

describe('the room assents', () => {
  it('decides the chair’s proposal when the room answers «Все согласны?» with «Да»', () => {
    const model = meeting(`
Лебедева Ирина Павловна	У нас сегодня один вопрос: парковка.
Лебедева Ирина Павловна	Предлагаю повесить знак и закрыть въезд для чужих.
Лебедева Ирина Павловна	Все согласны?
	Да, согласны.
Лебедева Ирина Павловна	Спасибо, все свободны.
`);
    expect(model.questions[0]!.decisions).toEqual(['Повесить знак и закрыть въезд для чужих.']);
  });
  it('decides it when «Возражения есть?» is answered «Нет»', () => {
    const model = meeting(`
Лебедева Ирина Павловна	У нас сегодня один вопрос: парковка.
Захаров Кирилл Андреевич	Предлагаю нанести разметку во дворе.
Лебедева Ирина Павловна	Возражения есть?
Субботина Вера Олеговна	Нет.
`);
    expect(model.questions[0]!.decisions).toEqual(['Нанести разметку во дворе.']);
  });
  it('decides nothing when the room does not agree', () => {
    const model = meeting(`
Лебедева Ирина Павловна	У нас сегодня один вопрос: парковка.
Захаров Кирилл Андреевич	Предлагаю поставить шлагбаум.
Лебедева Ирина Павловна	Все согласны?
Субботина Вера Олеговна	Нет, это дорого.
`);
    expect(model.questions[0]!.decisions).toEqual([]);
  });
});

describe('questions named in conversation', () => {
  it('reads «сначала …, потом …» as the agenda, in order', () => {
    expect(openingList('Сначала итоги олимпиады, потом график дежурств, а в конце ремонт кабинета.')?.topics).toEqual([
      'итоги олимпиады',
      'график дежурств',
      'ремонт кабинета',
    ]);
    expect(openingList('Сначала послушаем Захарова, потом решим.')).toBeNull();
  });
  it('adds «Разное» said beside the count', () => {
    expect(openingList('Вопросов три, и разное: бюджет, ремонт и праздник.')?.topics).toEqual(['бюджет', 'ремонт', 'праздник', 'разное']);
  });
  it('passes to a listed question named by a bare noun, and opens none for an unlisted one', () => {
    const model = meeting(`
Лебедева Ирина Павловна	Сначала бюджет, потом субботник.
Захаров Кирилл Андреевич	Бюджет исполнен, остаток сорок тысяч.
Лебедева Ирина Павловна	Так, субботник.
Субботина Вера Олеговна	Субботник предлагаю провести двадцатого сентября.
Лебедева Ирина Павловна	Хорошо.
Лебедева Ирина Павловна	Грабли.
`);
    expect(model.questions.map((q) => q.title)).toEqual(['О бюджете', 'О субботнике']);
    expect(model.questions[1]!.decisions).toEqual(['Провести субботник двадцатого сентября.']);
  });
  it('never takes «По одному.» or «По очереди.» for a question', () => {
    expect(transition('По одному.')).toBeNull();
    expect(transition('Тихо! По очереди.')).toBeNull();
    expect(isChatter('Тихо, по одному.')).toBe(true);
  });
});

describe('a short decision completed by its question', () => {
  it.each([
    ['Одобрить договор.', 'О продлении договора на охрану здания', 'Одобрить договор на охрану здания.'],
    ['Принять к сведению.', 'О выполнении плана', 'Принять к сведению.'],
    ['Утвердить смету.', 'Об утверждении сметы на ремонт спортзала', 'Утвердить смету на ремонт спортзала.'],
    ['Утвердить смету на ремонт кровли и фасада.', 'Об утверждении сметы', 'Утвердить смету на ремонт кровли и фасада.'],
    ['Голосовали: единогласно. Решение принято.', 'О решении', 'Голосовали: единогласно. Решение принято.'],
  ])('%s under «%s»', (decision, title, written) => {
    expect(withQuestionSubject(decision, title)).toBe(written);
  });
});

describe('remarks thrown in', () => {
  it.each([
    ['Опять деньги!', false, true],
    ['Да сколько можно!', false, true],
    ['Предлагаю перенести ремонт на весну, пока не потеплеет!', false, false],
    ['Смета завышена.', false, false],
    ['А кто платить будет?', true, true],
  ])('«%s» (from the room: %s) is thrown in: %s', (sentence, fromTheRoom, thrown) => {
    expect(isInterjection(sentence, fromTheRoom)).toBe(thrown);
  });
  it('leaves a shout from the room and a short exclamation out of the protocol', () => {
    const model = meeting(`
Лебедева Ирина Павловна	У нас сегодня один вопрос: парковка.
Захаров Кирилл Андреевич	Машин во дворе стало вдвое больше, жильцам негде встать.
	Безобразие какое-то!
Субботина Вера Олеговна	Ну конечно!
Субботина Вера Олеговна	Надо ставить шлагбаум и пускать только своих.
`);
    const said = model.questions[0]!.spoke.flatMap((s) => s.text);
    expect(said).toEqual(['Надо ставить шлагбаум и пускать только своих.']);
  });
});

describe('decisions said without a secretary’s words (issue 22)', () => {
  it('«Да, давайте так и сделаем» agrees; «так и сделаем» followed straight by what «we» do decides it', () => {
    expect(decisionCue('Да, давайте так и сделаем.')).toEqual({ kind: 'agreed' });
    expect(decisionCue('Ну давайте так и сделаем закупаем новые стулья.')).toEqual({ kind: 'decision', text: 'закупить новые стулья' });
    // Not what «we» do: no decision read from the words after.
    expect(decisionCue('Так и сделаем потом как-нибудь.')).toBeNull();
  });

  it('writes out the option chosen by its number', () => {
    const options = listedOptions(['Есть два пути.', 'Первый — чиним старый котёл своими силами.', 'Второй: ставим новый котёл, полмиллиона с монтажом.']);
    expect([...options.keys()]).toEqual([1, 2]);
    expect(withListedOption('Взять второй вариант, новый котёл.', options)).toBe('Взять второй вариант — ставим новый котёл, полмиллиона с монтажом.');
    expect(withListedOption('Выбрать первый путь.', options)).toBe('Выбрать первый путь — чиним старый котёл своими силами.');
    // No such option listed: kept as said.
    expect(withListedOption('Взять третий вариант.', options)).toBe('Взять третий вариант.');
  });

  it('gives an option chosen by a vote what was said of it where it was named', () => {
    expect(describedOption('Ярославль', ['Можно в Ярославль, девять тысяч с человека.', 'Ярославль ближе.'])).toBe('Ярославль, девять тысяч с человека');
    expect(describedOption('Суздаль', ['Суздаль дороже.'])).toBe('Суздаль');
  });

  it('puts «кто за …, поднимите руки» to the vote, and writes «по этой смете» without pointing', () => {
    expect(putToVote('Кто за ремонт кровли по этой смете, поднимите руки.')).toBe('ремонт кровли по этой смете');
    expect(putToVote('Кто за, поднимите руки.')).toBeNull();
    expect(completeDecision('ремонт кровли по этой смете')).toBe('Провести ремонт кровли по смете');
  });

  it('splits two decided actions into two lines, and keeps one action whole', () => {
    expect(splitDecision('Собрать отзывы жильцов, и вынести вопрос на правление.')).toEqual(['Собрать отзывы жильцов.', 'Вынести вопрос на правление.']);
    expect(splitDecision('Перенести субботник на май, чтобы успеть с саженцами.')).toEqual(['Перенести субботник на май, чтобы успеть с саженцами.']);
  });
});

describe('what is said around the decisions and never minuted (issue 22)', () => {
  it.each([
    'Они обидятся.',
    'А мы не успеем.',
    'Добрый вечер, уважаемые члены правления.',
    'Кворум есть, двенадцать из пятнадцати.',
    'Давайте я коротко.',
    'На этом повестка исчерпана.',
    'Ну, вроде все собрались.',
  ])('«%s»', (sentence) => {
    expect(isChatter(sentence)).toBe(true);
  });
  it('keeps a statement with an object, and closes the meeting on «ну вроде всё», «повестка исчерпана»', () => {
    expect(isChatter('Они обидятся на нас за задержку.')).toBe(false);
    expect(isClosing('Ну, вроде всё.')).toBe(true);
    expect(isClosing('Повестка исчерпана.')).toBe(true);
  });
});

describe('a vote counted aloud (issue 22)', () => {
  it('«Раз, два, три.» is the count of the side asked; a side named with its count said last is read too', () => {
    const vote: Vote = { for: null, against: null, abstained: null };
    let asked: Side | null = readVote('Кто за?', vote, null);
    expect(isVoteSentence('Раз, два, три, четыре, пять.', true)).toBe(true);
    asked = readVote('Раз, два, три, четыре, пять.', vote, asked);
    asked = readVote('Против?', vote, asked);
    expect(isVoteSentence('Глеб Андреевич против, ясно, один.', true)).toBe(true);
    readVote('Глеб Андреевич против, ясно, один.', vote, asked);
    expect(vote).toMatchObject({ for: 5, against: 1 });
    // Numbers not counted up from one are no count aloud.
    expect(isVoteSentence('Два, пять, семь.', true)).toBe(false);
  });

  it('writes an object-first proposal with its infinitive first', () => {
    expect(completeDecision('всем отделам отчёт сдать')).toBe('сдать всем отделам отчёт');
  });
});

describe('a proposal amended, then decided by the chair in words', () => {
  it('minutes what the chair’s «Хорошо, так и решим: …» says, not the proposal as first put', () => {
    const read = meeting(`
Лебедева Ирина Павловна	По экскурсии.
Захаров Кирилл Андреевич	Предлагаю поехать в музей в среду, автобусом.
Субботина Вера Олеговна	В среду у нас контрольная.
Захаров Кирилл Андреевич	Тогда в четверг.
Лебедева Ирина Павловна	Хорошо, так и решим: поездка в музей в четверг.
`);
    expect(read.questions.flatMap((q) => q.decisions)).toEqual(['Утвердить поездку в музей в четверг.']);
  });
});
