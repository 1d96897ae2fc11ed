import { byGender, type Gender } from '@protocolist/contracts/person-name';

/** Messages about one person take the gender the server gives (`gender` of a user); null: no gendered forms. */
export const MEMBERS_TEXTS = {
  add: 'Добавить',
  added: (name: string, gender: Gender | null) =>
    byGender(gender, { m: 'Участник добавлен', f: 'Участница добавлена', other: `${name} теперь в списке участников` }),
  empty: 'Участников пока нет',
  loadFailed: 'Не удалось загрузить участников',
  remove: 'Убрать участника',
  removeTitle: 'Убрать участника?',
  removeText: (name: string, gender: Gender | null) =>
    byGender(gender, {
      m: `${name} больше не будет участником этого протокола.`,
      f: `${name} больше не будет участницей этого протокола.`,
      other: `${name} больше не будет в списке участников этого протокола.`,
    }),
  removeConfirm: 'Убрать',
  removed: (name: string, gender: Gender | null) =>
    byGender(gender, { m: 'Участник удалён', f: 'Участница удалена', other: `${name} больше не в списке участников` }),
  pickPlaceholder: 'Начните вводить имя или e-mail',
  count: (count: number) => `Участников: ${count}`,
  noEmail: 'Без e-mail',
} as const;
