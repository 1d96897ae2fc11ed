import { byGender, type Gender } from '@protocolist/contracts/person-name';

/** The person's gender as the server gives it (`gender` of a suggestion); absent or null: a wording with no gendered forms. */
type PersonGender = Gender | null | undefined;

export const SUGGESTION_TEXTS = {
  title: 'Предложения из записи',
  hint: 'Найдено в стенограмме. Примите, при необходимости поправив, или отклоните.',
  tasksTitle: 'Поручения',
  membersTitle: 'Участники',
  accept: 'Принять',
  edit: 'Изменить',
  dismiss: 'Отклонить',
  add: 'Добавить',
  acceptEdited: 'Принять поручение',
  responsibleUnknown: 'Ответственный не определён',
  deadlineUnknown: 'Срок не указан',
  deadline: (date: string) => `Срок: ${date}`,
  playQuote: (time: string) => `Воспроизвести с ${time}`,
  taskAccepted: 'Поручение добавлено',
  memberAdded: (name: string, gender: PersonGender) =>
    byGender(gender, { m: 'Участник добавлен', f: 'Участница добавлена', other: `${name} теперь в списке участников` }),
  dismissed: 'Предложение отклонено',
  needFields: 'Укажите ответственного и срок, чтобы принять поручение',
  failed: 'Не удалось выполнить действие',
  acceptAll: 'Принять все',
  acceptAllTitle: 'Принять все предложения?',
  acceptAllText: (members: number, tasks: number, left: number) =>
    [
      `Будут добавлены участники: ${members}, поручения: ${tasks}.`,
      left > 0 ? `Поручения без ответственного или срока (${left}) останутся для проверки.` : '',
      members > 0 && left > 0 ? 'Где назван добавляемый участник, он станет ответственным.' : '',
      'Письма о поручениях уйдут, когда протокол станет итоговым.',
    ]
      .filter(Boolean)
      .join(' '),
  newPerson: 'Нет в справочнике',
  deadlineLabel: 'Срок',
  addExternal: (gender: PersonGender) =>
    byGender(gender, { m: 'Добавить как внешнего участника', f: 'Добавить как внешнюю участницу', other: 'Добавить во внешние участники' }),
  externalAdded: (name: string, gender: PersonGender) =>
    byGender(gender, {
      m: 'Добавлен новый внешний участник',
      f: 'Добавлена новая внешняя участница',
      other: `${name} теперь среди внешних участников`,
    }),
  // The name in the dative, as the server declines it («Поручить Кузнецову»); no gendered forms around it.
  assignExternal: (dative: string) => `Поручить ${dative} и добавить во внешние участники`,
  externalHint: 'Человека с таким именем нет в справочнике: при принятии поручения добавим во внешние участники протокола.',
} as const;
