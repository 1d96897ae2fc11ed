import { SEARCH_COUNT_LIMIT } from '@protocolist/contracts/search';
import { countRu } from '@protocolist/contracts/plural';

export const SEARCH_TEXTS = {
  open: 'Поиск',
  /** The phone's icon button: not «Поиск», the label of every list's own filter field. */
  openIcon: 'Найти везде',
  shortcut: 'Ctrl + K',
  dialog: 'Поиск по протоколам, стенограммам, задачам и совещаниям',
  /** The admin's search also finds people. */
  dialogWithUsers: 'Поиск по протоколам, стенограммам, задачам, совещаниям и пользователям',
  input: 'Что найти',
  placeholder: 'Слово, «фраза в кавычках», фамилия…',
  kinds: 'Где искать',
  all: 'Везде',
  from: 'С даты',
  to: 'По дату',
  results: 'Результаты поиска',
  hintTitle: 'Найдётся всё сказанное и решённое',
  hint: 'Слова находятся в любой форме: «поставщикам» найдёт «поставщики», «Кузнецову» — «Кузнецов»; ё и е не различаются.',
  syntax: [
    ['"техническое задание"', 'слова подряд'],
    ['тендер -оргтехника', 'без слова'],
    ['смета или счёт', 'любое из слов'],
  ] as const,
  loading: 'Ищем…',
  failed: 'Не удалось выполнить поиск',
  nothing: (q: string) => `По запросу «${q}» ничего не найдено`,
  nothingHint: 'Проверьте написание, поищите другую форму слова или уберите фильтры.',
  found: (total: number, capped: boolean) =>
    capped ? `Найдено больше ${SEARCH_COUNT_LIMIT}; сначала лучшие из самых новых` : `Найдено: ${countRu(total, ['результат', 'результата', 'результатов'])}`,
  more: 'Показать ещё',
  keys: [
    [['↑', '↓'], 'выбрать'],
    [['Enter'], 'открыть'],
    [['Esc'], 'закрыть'],
  ] as const,
  protocol: (number: number) => `Протокол № ${number}`,
  header: 'Заголовок и повестка',
  transcriptAt: (time: string) => `Стенограмма, ${time}`,
  task: 'Задача',
  meeting: 'Совещание',
  responsible: (name: string) => `Ответственный: ${name}`,
  deadline: (date: string) => `срок ${date}`,
  secretary: (name: string) => `Секретарь: ${name}`,
  users: 'Пользователи',
  userPlace: (role: string, details: string) => [role, details].filter(Boolean).join(' · '),
  blocked: 'Заблокирован',
} as const;
