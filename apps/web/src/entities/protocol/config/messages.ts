/** Seed §8: the protocol list's data.data is not an array. */
export const PROTOCOL_LIST_NOT_ARRAY = 'Response data is not an array';

/** Names of a protocol's fields, wherever they are shown or edited. */
export const PROTOCOL_FIELDS = {
  theme: 'Тема',
  agenda: 'Повестка',
  date: 'Дата',
  time: 'Время',
  startTime: 'Время начала',
  location: 'Место',
  city: 'Город',
  director: 'Председатель',
  secretary: 'Секретарь',
  members: 'Участники',
  member: 'Участник',
  stage: 'Стадия',
  sectionTitle: 'Название раздела',
  sectionText: 'Текст раздела',
  transcript: 'Стенограмма',
} as const;

export const PROTOCOL_TEXTS = {
  backToList: 'К списку протоколов',
} as const;

/** The section list editor (title + text pairs). */
export const SECTION_LIST_TEXTS = {
  add: 'Добавить раздел',
  moveUp: 'Поднять раздел',
  moveDown: 'Опустить раздел',
  remove: 'Удалить раздел',
  removeTitle: 'Удалить раздел?',
  removeText: (title: string) => `Раздел «${title || 'Без названия'}» будет убран из списка. Изменения вступят в силу после сохранения.`,
  sectionNumber: (index: number) => `Раздел ${index}`,
  notMinuted: 'Не входит в протокол — вступительная часть',
  notMinutedHint:
    'Приветствие до первого ключевого слова не протоколируется: текст этого раздела не попадает в документ (PDF, DOCX, письмо участникам). Чтобы он вошёл в протокол, дайте разделу другое название.',
} as const;

/** The live preview of the protocol's document beside the editor. */
export const PREVIEW_TEXTS = {
  label: 'Предпросмотр протокола',
  heading: (number: number) => `ПРОТОКОЛ № ${number}`,
  start: (time: string) => `начало в ${time}`,
  director: 'Председатель',
  secretary: 'Секретарь',
  members: 'Присутствовали',
  untitled: 'Без названия',
  empty: 'Разделов пока нет: они появятся здесь по мере заполнения.',
} as const;
