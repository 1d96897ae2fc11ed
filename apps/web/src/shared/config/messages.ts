/**
 * Every Russian string the interface shows. Seed strings come verbatim from the contracts package where it
 * already holds them; everything else lives here, so wording is changed in one place.
 */
import { AUTH_MESSAGES, VALIDATION } from '@protocolist/contracts/messages';
import { ROLE_LABELS } from '@protocolist/contracts/enums';
import { countRu } from '@protocolist/contracts/plural';

export { AUTH_MESSAGES, ROLE_LABELS, VALIDATION };

export const APP_NAME = 'Протоколист';

export const NAV_LABELS = {
  home: 'Главная',
  meetings: 'Совещания',
  protocols: 'Протоколы',
  secretaries: 'Секретари',
  speech: 'Распознавание речи',
  settings: 'Настройки',
  logout: 'Выйти',
} as const;

export const LAYOUT_TEXTS = {
  menu: 'Меню',
  navigation: 'Основная навигация',
  settingsSections: 'Разделы настроек',
} as const;

export const PAGE_TITLES = {
  ...NAV_LABELS,
  settingsUsers: 'Пользователи',
  settingsKeywords: 'Ключевые слова',
  protocolAdd: 'Новый протокол',
  protocol: 'Протокол',
  login: 'Вход',
  changePassword: 'Восстановление пароля',
  resetPassword: 'Новый пароль',
  notFound: 'Страница не найдена',
} as const;

export const SETTINGS_TABS = {
  profile: 'Профиль',
  users: 'Пользователи',
  keywords: 'Ключевые слова',
} as const;

export const COMMON = {
  loading: 'Загрузка...',
  save: 'Сохранить',
  saving: 'Сохранение...',
  saved: 'Изменения сохранены',
  cancel: 'Отмена',
  close: 'Закрыть',
  retry: 'Повторить',
  show: 'Показать',
  hide: 'Скрыть',
  back: 'Назад',
  networkError: 'Не удалось связаться с сервером. Проверьте подключение и повторите попытку.',
  unknownError: 'Что-то пошло не так. Повторите попытку.',
  notSpecified: '—',
  chooseFile: 'Выберите файл',
} as const;

export const FIELD_LABELS = {
  email: 'E-mail',
  password: 'Пароль',
  passwordConfirmation: 'Подтверждение пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  fullName: 'ФИО',
  department: 'Подразделение',
  organization: 'Организация',
  position: 'Должность',
  avatar: 'Аватар',
  role: 'Роль',
  manager: 'Руководитель',
  organizationName: 'Название организации',
  timezone: 'Часовой пояс',
  search: 'Поиск',
} as const;

export const ERROR_PAGES = {
  notFound: 'Упс ... Такой страницы нет',
  back: 'Назад',
  offline: 'Нет подключения к интернету',
  reload: 'Обновить страницу',
  profileFailed: 'Не удалось загрузить профиль',
} as const;

export const LOGIN_TEXTS = {
  title: 'Вход в систему',
  submit: 'Войти',
  submitting: 'Загрузка...',
  forgotPassword: 'Забыли пароль?',
  showPassword: 'Показать',
  hidePassword: 'Скрыть',
} as const;

export const RESET_REQUEST_TEXTS = {
  title: 'Восстановление пароля',
  hint: 'Укажите e-mail, с которым вы входите в систему, и мы отправим ссылку для смены пароля.',
  submit: 'Отправить инструкции',
  submitting: 'Отправка...',
  submitted: 'Отправлено',
  success: AUTH_MESSAGES.resetSent,
  failure: 'Не удалось отправить инструкции',
  backToLogin: 'Вернуться ко входу',
} as const;

export const RESET_PASSWORD_TEXTS = {
  title: 'Новый пароль',
  hint: 'Придумайте новый пароль для входа в систему.',
  submit: 'Сохранить пароль',
  submitting: 'Сохранение...',
  checking: 'Проверяем ссылку...',
  invalidLink: AUTH_MESSAGES.invalidLink,
  backHome: 'Вернуться на главную страницу',
  success: 'Пароль изменён. Войдите с новым паролем.',
} as const;

export const PROFILE_TEXTS = {
  profileTitle: 'Профиль',
  passwordTitle: 'Смена пароля',
  organizationTitle: 'Организация',
  saved: 'Профиль сохранён',
  avatarHint: 'JPEG, PNG или WebP, не больше 5 МБ',
  avatarChoose: 'Выбрать изображение',
  avatarRemoveSelection: 'Отменить выбор',
  avatarTooLarge: 'Файл больше 5 МБ',
  avatarWrongType: 'Допустимы изображения JPEG, PNG или WebP',
  changePassword: 'Сменить пароль',
  passwordChanged: 'Пароль изменён. Войдите снова с новым паролем.',
  organizationSaved: 'Настройки организации сохранены',
  timezonePlaceholder: 'Выберите часовой пояс',
} as const;

export const USERS_TEXTS = {
  showBlocked: 'Показать заблокированных',
  allRoles: 'Все роли',
  searchPlaceholder: 'Имя или e-mail',
  empty: 'Пользователи не найдены',
  loadFailed: 'Не удалось загрузить список пользователей',
  columns: {
    fullName: 'ФИО',
    email: 'E-mail',
    role: 'Роль',
    department: 'Подразделение / организация',
    position: 'Должность',
    manager: 'Руководитель',
    status: 'Статус',
    actions: 'Действия',
  },
  active: 'Активен',
  blocked: 'Заблокирован',
  edit: 'Редактировать',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  createButton: {
    admin: 'Добавить пользователя',
    manager: 'Добавить секретаря',
    secretary: 'Добавить участника',
  },
  createTitle: {
    admin: 'Новый пользователь',
    manager: 'Новый секретарь',
    secretary: 'Новый внешний участник',
  },
  editTitle: 'Редактирование пользователя',
  create: 'Создать',
  created: 'Пользователь создан',
  updated: 'Изменения сохранены',
  passwordOptional: 'Пароль (необязательно)',
  passwordHint: 'Если не указать пароль, пользователь получит письмо со ссылкой для его установки',
  managerPlaceholder: 'Выберите руководителя',
  managerRequired: 'Выберите руководителя секретаря',
  blockTitle: 'Заблокировать пользователя?',
  blockText: (name: string) =>
    `${name} не сможет войти в систему, пока вы его не разблокируете. Все его сеансы будут завершены.`,
  unblockTitle: 'Разблокировать пользователя?',
  unblockText: (name: string) => `${name} снова сможет входить в систему.`,
  blockedDone: 'Пользователь заблокирован',
  unblockedDone: 'Пользователь разблокирован',
  self: 'Это вы',
  managerOption: (name: string, email: string | null) => (email ? `${name} (${email})` : name),
  pagination: {
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    first: 'Первая страница',
    last: 'Последняя страница',
  },
  total: (count: number) => `Всего: ${count}`,
} as const;

export const EMPTY_STATES = {
  keywords: 'Ключевых слов пока нет',
} as const;

export const NOTIFICATION_TEXTS = {
  openProtocol: 'Нажмите, чтобы открыть протокол',
} as const;

// ─── PROTOCOLS / TASKS / KEYWORDS (protocol pages and /main/settings/keywords) ───────────────────────────

/** Seed §8: the protocol list's data.data is not an array. */
export const PROTOCOL_LIST_NOT_ARRAY = 'Response data is not an array';

export const PAGINATION_LABELS = USERS_TEXTS.pagination;

/** The people pickers (chair, members, task owner) over the user directory. */
export const DIRECTORY_TEXTS = {
  nothingFound: 'Никого не найдено',
  searching: 'Поиск...',
} as const;

export const PROTOCOL_FIELDS = {
  theme: 'Тема',
  agenda: 'Повестка',
  date: 'Дата',
  startTime: 'Время начала',
  location: 'Место',
  city: 'Город',
  director: 'Председатель',
  members: 'Участники',
  member: 'Участник',
  stage: 'Стадия',
  essence: 'Поручение',
  responsible: 'Ответственный',
  deadline: 'Срок',
  sectionTitle: 'Название раздела',
  sectionText: 'Текст раздела',
  transcript: 'Стенограмма',
} as const;

export const PROTOCOL_LIST_TEXTS = {
  add: 'Добавить протокол',
  searchPlaceholder: 'Тема, повестка или номер',
  allStages: 'Все стадии',
  empty: 'Протоколов пока нет',
  emptyHint: 'Создайте первый протокол вручную или по совещанию из календаря.',
  nothingFound: 'Ничего не найдено. Измените условия поиска.',
  loadFailed: 'Не удалось загрузить протоколы',
  columns: { number: '№', theme: 'Тема', date: 'Дата', stage: 'Стадия', members: 'Участники', tasks: 'Поручения' },
  uploading: (percent: number) => `Загрузка видео: ${percent}%`,
  processing: (percent: number) => `Обработка видео: ${percent}%`,
  total: (count: number) => `Всего: ${count}`,
} as const;

export const PROTOCOL_FORM_TEXTS = {
  title: 'Новый протокол',
  mainSection: 'Основное',
  peopleSection: 'Участники совещания',
  themePlaceholder: 'Например, «Планёрка отдела продаж»',
  agendaPlaceholder: 'Вопросы, которые обсуждаются на совещании',
  locationPlaceholder: 'Переговорная, адрес или ссылка на видеовстречу',
  directorPlaceholder: 'Выберите председателя',
  membersPlaceholder: 'Начните вводить имя',
  fromMeeting: (theme: string) => `Данные заполнены по совещанию «${theme}»`,
  meetingFailed: 'Не удалось загрузить совещание, заполните поля вручную',
  submit: 'Создать протокол',
  submitting: 'Создание...',
  created: 'Протокол создан',
  failed: 'Не удалось создать протокол',
} as const;

export const PROTOCOL_PAGE_TEXTS = {
  title: (number: number) => `Протокол № ${number}`,
  backToList: 'К списку протоколов',
  notFound: 'Протокол не найден',
  loadFailed: 'Не удалось загрузить протокол',
  date: 'Дата',
  time: 'Время',
  place: 'Место',
  director: 'Председатель',
  secretary: 'Секретарь',
  tabs: {
    sections: 'Разделы',
    transcript: 'Стенограмма',
    members: 'Участники',
    tasks: 'Поручения',
    final: 'Итоговый протокол',
  },
} as const;

export const PROTOCOL_ACTION_TEXTS = {
  finishReview: 'Завершить проверку',
  finishReviewTitle: 'Завершить проверку?',
  finishReviewText: 'Протокол перейдёт в стадию «Проверен». Разделы, участников и поручения можно будет менять и дальше.',
  reopen: 'Вернуть в работу',
  reopenTitle: 'Вернуть протокол в работу?',
  reopenText: 'Протокол снова станет проверенным, а не итоговым. Итоговый текст сохранится.',
  stageChanged: 'Стадия протокола изменена',
  downloadPdf: 'Скачать PDF',
  downloadDocx: 'Скачать DOCX',
  downloadFailed: 'Не удалось скачать документ',
  send: 'Разослать протокол',
  sendTitle: 'Разослать протокол?',
  sendText: 'Итоговый протокол в формате PDF будет отправлен по e-mail всем участникам, у которых указан адрес.',
  sendConfirm: 'Разослать',
  sent: (recipients: number) => `Протокол отправляется участникам: ${recipients}`,
  delete: 'Удалить протокол',
  deleteTitle: 'Удалить протокол?',
  deleteText: (number: number) =>
    `Протокол № ${number} будет удалён вместе с видео, стенограммой, участниками и поручениями. Это действие нельзя отменить.`,
  deleteConfirm: 'Удалить',
  deleted: 'Протокол удалён',
} as const;

export const SECTIONS_TEXTS = {
  empty: 'Разделов пока нет',
  emptyHint: 'Вставьте стенограмму на вкладке «Стенограмма» — разделы появятся по ключевым словам, — или добавьте раздел вручную.',
  add: 'Добавить раздел',
  save: 'Сохранить разделы',
  saved: 'Разделы сохранены',
  reset: 'Отменить изменения',
  rebuild: 'Пересобрать по ключевым словам',
  rebuildTitle: 'Пересобрать разделы?',
  rebuildText: 'Разделы будут заново нарезаны из стенограммы по ключевым словам. Ваши правки разделов пропадут.',
  rebuilt: 'Разделы пересобраны по ключевым словам',
  edited: 'Изменены вручную',
  editedHint: 'Разделы больше не пересобираются автоматически при изменении стенограммы или ключевых слов.',
  moveUp: 'Поднять раздел',
  moveDown: 'Опустить раздел',
  remove: 'Удалить раздел',
  removeTitle: 'Удалить раздел?',
  removeText: (title: string) => `Раздел «${title || 'Без названия'}» будет убран из списка. Изменения вступят в силу после сохранения.`,
  unsaved: 'Есть несохранённые изменения',
  sectionNumber: (index: number) => `Раздел ${index}`,
} as const;

export const TRANSCRIPT_TEXTS = {
  hint: 'Каждая реплика — с новой строки в формате «Спикер: текст». Разделы нарезаются по ключевым словам при сохранении, если вы не правили их вручную.',
  placeholder: 'Иванов И.И.: Открываю совещание. Повестка дня: итоги квартала.\nПетрова А.С.: Решили утвердить план.',
  save: 'Сохранить стенограмму',
  saved: 'Стенограмма сохранена',
  segments: (count: number) => `Фрагменты стенограммы: ${count}`,
  empty: 'Стенограммы пока нет',
} as const;

export const MEMBERS_TEXTS = {
  add: 'Добавить',
  added: 'Участник добавлен',
  empty: 'Участников пока нет',
  remove: 'Убрать участника',
  removeTitle: 'Убрать участника?',
  removeText: (name: string) => `${name} больше не будет участником этого протокола.`,
  removeConfirm: 'Убрать',
  removed: 'Участник удалён',
  pickPlaceholder: 'Начните вводить имя или e-mail',
  count: (count: number) => `Участников: ${count}`,
  noEmail: 'Без e-mail',
} as const;

export const TASKS_TEXTS = {
  add: 'Добавить поручение',
  createTitle: 'Новое поручение',
  editTitle: 'Изменить поручение',
  create: 'Добавить',
  created: 'Поручение добавлено',
  updated: 'Поручение сохранено',
  allStatuses: 'Все',
  statusFilter: 'Статус',
  searchPlaceholder: 'Поручение или ответственный',
  empty: 'Поручений пока нет',
  nothingFound: 'Ничего не найдено',
  loadFailed: 'Не удалось загрузить поручения',
  columns: { essence: 'Поручение', responsible: 'Ответственный', deadline: 'Срок', status: 'Статус', done: 'Выполнено', actions: 'Действия' },
  done: 'Выполнено',
  markDone: (essence: string) => `Отметить выполненным: ${essence}`,
  edit: 'Изменить поручение',
  delete: 'Удалить поручение',
  deleteTitle: 'Удалить поручение?',
  deleteText: (essence: string) => `Поручение «${essence}» будет удалено вместе с историей статусов.`,
  deleteConfirm: 'Удалить',
  deleted: 'Поручение удалено',
  history: 'История статусов',
  historyEmpty: 'Статус ещё не менялся',
  system: 'Система',
  responsiblePlaceholder: 'Участник протокола или сотрудник',
  essencePlaceholder: 'Что нужно сделать',
  membersGroup: 'Участники протокола',
  directoryGroup: 'Сотрудники',
} as const;

export const FINAL_TEXTS = {
  intro: 'Проверьте текст разделов и сведения о совещании. После сохранения протокол станет итоговым и его можно будет разослать участникам.',
  sections: 'Разделы итогового протокола',
  save: 'Сохранить итоговый протокол',
  saved: 'Итоговый протокол сохранён',
  savedAt: 'Итоговый протокол сохранён. Его можно разослать участникам.',
  loadFailed: 'Не удалось загрузить итоговый протокол',
  noSections: 'Добавьте хотя бы один раздел',
} as const;

export const KEYWORDS_TEXTS = {
  intro: 'По ключевым фразам стенограмма делится на разделы протокола. Варианты фразы разделяйте точкой с запятой.',
  add: 'Добавить ключевое слово',
  createTitle: 'Новое ключевое слово',
  editTitle: 'Изменить ключевое слово',
  create: 'Добавить',
  created: 'Ключевое слово добавлено',
  updated: 'Ключевое слово сохранено',
  phrasesLabel: 'Ключевые фразы',
  phraseHint: 'Например: решили; постановили; решение',
  titlePlaceholder: 'Например, «Решили»',
  edit: 'Изменить',
  delete: 'Удалить',
  deleteTitle: 'Удалить ключевое слово?',
  deleteText: (title: string) => `Ключевое слово «${title}» будет удалено. Черновые разделы протоколов пересоберутся без него.`,
  deleteConfirm: 'Удалить',
  deleted: 'Ключевое слово удалено',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  dragHandle: (title: string) => `Перетащить «${title}»`,
  reordered: 'Порядок сохранён',
  loadFailed: 'Не удалось загрузить ключевые слова',
  previewTitle: 'Проверить на тексте',
  previewHint: 'Вставьте фрагмент стенограммы и посмотрите, как он разделится на разделы по сохранённым ключевым словам.',
  previewLabel: 'Пример текста',
  previewPlaceholder: 'Открываю совещание. Повестка дня: итоги квартала. Слушали Иванова. Решили утвердить план.',
  previewRun: 'Проверить',
  previewEmpty: 'В тексте нет ключевых фраз — он целиком войдёт во вступление',
  previewFailed: 'Не удалось проверить текст',
} as const;

// ─── MEETINGS: the calendar page, the meeting editor, the calendar feed ───────────────────────────────────────
export const MEETING_TEXTS = {
  createButton: 'Создать совещание',
  createTitle: 'Новое совещание',
  editTitle: 'Редактирование совещания',
  fields: {
    theme: 'Тема',
    date: 'Дата',
    start: 'Начало',
    end: 'Окончание',
    link: 'Ссылка или место',
    description: 'Описание',
    document: 'Документ',
    members: 'Участники',
  },
  placeholders: {
    theme: 'Например, планёрка отдела продаж',
    date: 'Выберите дату',
    time: 'ЧЧ:ММ',
    link: 'https://… или «Переговорная 305»',
    description: 'Повестка, материалы, комментарии для участников',
    members: 'Найти по имени или e-mail',
    document: 'Выберите файл',
  },
  documentHint: 'PDF, DOC(X), XLS(X), PPT(X), ODT, TXT, PNG или JPG, не больше 20 МБ',
  save: 'Сохранить',
  delete: 'Удалить',
  createProtocol: 'Создать протокол',
  openProtocol: 'Открыть протокол',
  created: 'Совещание создано',
  updated: 'Изменения сохранены',
  deleted: 'Совещание удалено',
  moved: (when: string) => `Совещание перенесено: ${when}`,
  moveFailed: 'Не удалось перенести совещание',
  oneDay: 'Совещание должно начинаться и заканчиваться в один день',
  eventHint: 'Совещание',
  timeHint: 'Время',
  loadFailed: 'Не удалось загрузить совещания',
  empty: 'Нет совещаний в этом периоде. Нажмите на день, чтобы запланировать.',
  calendar: 'Календарь совещаний',
  views: { dayGridMonth: 'Месяц', timeGridWeek: 'Неделя', timeGridDay: 'День' },
  viewSwitch: 'Вид календаря',
  today: 'Сегодня',
  previous: { dayGridMonth: 'Предыдущий месяц', timeGridWeek: 'Предыдущая неделя', timeGridDay: 'Предыдущий день' },
  next: { dayGridMonth: 'Следующий месяц', timeGridWeek: 'Следующая неделя', timeGridDay: 'Следующий день' },
  more: (count: number) => `+ ещё ${count}`,
  moreHint: (count: number) => `Показать ещё ${count}`,
  goToDate: (date: string) => `Перейти к ${date}`,
  withProtocol: 'Протокол создан',
  deleteTitle: 'Удалить совещание?',
  deleteText: (theme: string) =>
    `Совещание «${theme}» будет удалено. Участники, которым отправлялись приглашения, получат уведомление об отмене.`,
  overlapTitle: 'Пересечение по времени',
  overlapText: 'В это время у вас уже запланировано:',
  members: {
    notify: 'Уведомить',
    remove: (name: string) => `Убрать участника ${name}`,
    empty: 'Участники пока не добавлены',
    nothingFound: 'Никого не нашлось',
    searching: 'Поиск...',
    noEmail: 'У участника нет e-mail, приглашение отправить нельзя',
    sent: 'Приглашение отправлено',
    pending: 'Приглашение будет отправлено после сохранения',
    external: 'Внешний',
    addExternal: 'Добавить внешнего участника',
    externalTitle: 'Новый внешний участник',
    add: 'Добавить',
    externalAdded: (name: string) => `${name} добавлен(а) в участники`,
  },
  document: {
    download: (name: string) => `Скачать ${name}`,
    remove: 'Убрать документ',
    willBeRemoved: 'Документ будет удалён при сохранении',
    restore: 'Вернуть',
    downloadFailed: 'Не удалось скачать документ',
    megabytes: (size: number) => `${(size / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`,
    kilobytes: (size: number) => `${Math.max(1, Math.round(size / 1024))} КБ`,
  },
  feed: {
    button: 'Подписка на календарь',
    title: 'Подписка на календарь',
    hint: 'Добавьте ссылку в Outlook, Google Календарь или Яндекс Календарь как календарь по адресу (подписку): ваши совещания будут появляться там сами.',
    privacy: 'Ссылка личная: любой, у кого она есть, увидит ваши совещания. Если она попала к посторонним, сгенерируйте новую.',
    urlLabel: 'Ссылка на календарь',
    copy: 'Копировать',
    copied: 'Скопировано',
    regenerate: 'Сгенерировать новую ссылку',
    regenerateTitle: 'Сгенерировать новую ссылку?',
    regenerateText:
      'Прежняя ссылка перестанет работать: календари, подписанные по ней, больше не будут обновляться, и подписку придётся добавить заново.',
    regenerateConfirm: 'Сгенерировать',
    loadFailed: 'Не удалось получить ссылку на календарь',
  },
} as const;

// ─── STATS: /main/home (secretary) and /main/secretaries (manager) ─────────────────────────────────────────────
const MEETINGS_FORMS = ['совещание', 'совещания', 'совещаний'] as const;
const TASKS_FORMS = ['поручение', 'поручения', 'поручений'] as const;
const DAYS_FORMS = ['день', 'дня', 'дней'] as const;

export const STATS_TEXTS = {
  months: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  loadFailed: 'Не удалось загрузить статистику',
  counters: {
    title: 'Сводка',
    protocolsInWork: 'Протоколы в работе',
    protocolsDone: 'Готовые протоколы',
    meetingsUpcoming: 'Предстоящие совещания',
    meetingsPast: 'Прошедшие совещания',
    tasksProcess: 'Поручения в работе',
    tasksSuccess: 'Выполненные поручения',
    tasksExpired: 'Просроченные поручения',
    keywordHits: 'Разделы по ключевым словам',
    keywordTotal: (count: number) => `Ключевых слов: ${count}`,
    secretaries: 'Секретари',
    activeSecretaries: (count: number) => `Активных: ${count}`,
  },
  taskChart: {
    title: 'Поручения по неделям',
    hint: 'Состояние поручений на конец каждой недели',
    empty: 'В этом месяце поручений нет',
    summary: (month: string, weeks: string[]) =>
      weeks.length ? `Поручения по неделям, ${month}: ${weeks.join('; ')}` : `Поручения по неделям, ${month}: нет данных`,
    week: (label: string, process: number, success: number, expired: number) =>
      `${label} — в работе ${process}, выполнено ${success}, просрочено ${expired}`,
  },
  calendar: {
    title: 'Календарь совещаний',
    hint: 'Нажмите на день, чтобы открыть его в календаре совещаний',
    day: (date: string, count: number) => (count ? `${date}: ${countRu(count, MEETINGS_FORMS)}` : `${date}: совещаний нет`),
  },
  agenda: {
    title: 'Ближайшие совещания',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    todayEmpty: 'Сегодня совещаний нет',
    weekEmpty: 'В ближайшие 7 дней других совещаний нет',
    openCalendar: 'Открыть календарь',
    placeNotSet: 'Место не указано',
    openLink: (theme: string) => `Ссылка на совещание «${theme}»`,
    loadFailed: 'Не удалось загрузить совещания',
  },
  dueTasks: {
    title: 'Срочные поручения',
    hint: 'Просроченные и со сроком в ближайшие 3 дня',
    empty: 'Нет срочных поручений',
    overdueBy: (days: number) => `Просрочено на ${countRu(days, DAYS_FORMS)}`,
    overdue: 'Просрочено',
    dueToday: 'Срок сегодня',
    dueTomorrow: 'Срок завтра',
    dueIn: (days: number) => `Через ${countRu(days, DAYS_FORMS)}`,
    more: (count: number) => `И ещё ${countRu(count, TASKS_FORMS)}`,
    noResponsible: 'Ответственный не указан',
    loadFailed: 'Не удалось загрузить поручения',
  },
  openProtocols: {
    title: 'Протоколы в работе',
    empty: 'Протоколов в работе нет',
    all: 'Все протоколы',
    more: (count: number) => `И ещё ${count} в списке протоколов`,
    loadFailed: 'Не удалось загрузить протоколы',
  },
  team: {
    title: 'Команда',
    tasksChart: 'Поручения команды',
    tasksTotal: (count: number) => countRu(count, TASKS_FORMS),
    tasksSummary: (process: number, success: number, expired: number) =>
      `Поручения команды: в работе ${process}, выполнено ${success}, просрочено ${expired}`,
    noTasks: 'Поручений пока нет',
    bySecretary: 'Поручения по секретарям',
    bySecretaryHint: (shown: number, total: number) =>
      shown < total ? `${shown} из ${total} с наибольшим числом поручений` : 'Все секретари, по числу поручений',
    bySecretarySummary: (items: string[]) => `Поручения по секретарям: ${items.join('; ')}`,
    secretaryTasks: (name: string, process: number, success: number, expired: number) =>
      `${name} — в работе ${process}, выполнено ${success}, просрочено ${expired}`,
  },
  secretaries: {
    searchPlaceholder: 'Имя, e-mail или подразделение',
    empty: 'Секретарей пока нет',
    emptyHint: 'Добавьте секретаря — он получит письмо со ссылкой для входа.',
    nothingFound: 'Никого не нашлось. Измените условия поиска.',
    total: (count: number) => `Всего: ${count}`,
    loadFailed: 'Не удалось загрузить секретарей',
    table: 'Секретари и их статистика',
    columns: {
      name: 'ФИО',
      department: 'Подразделение',
      status: 'Статус',
      protocols: 'Протоколы',
      meetings: 'Совещания',
      tasks: 'Поручения',
      protocolsInWork: 'В работе',
      protocolsDone: 'Готовы',
      meetingsUpcoming: 'Впереди',
      meetingsPast: 'Прошли',
      tasksProcess: 'В работе',
      tasksSuccess: 'Выполнено',
      tasksExpired: 'Просрочено',
      overdueShare: 'Доля',
      actions: 'Действия',
    },
    columnTitles: {
      protocolsInWork: 'Протоколы в работе',
      protocolsDone: 'Готовые протоколы',
      meetingsUpcoming: 'Предстоящие совещания',
      meetingsPast: 'Прошедшие совещания',
      tasksProcess: 'Поручения в работе',
      tasksSuccess: 'Выполненные поручения',
      tasksExpired: 'Просроченные поручения',
      overdueShare: 'Доля просроченных поручений',
    },
    sortBy: (column: string) => `Сортировать: ${column}`,
    open: (name: string) => `Открыть статистику: ${name}`,
  },
  detail: {
    email: 'E-mail',
    department: 'Подразделение',
    statistics: 'Статистика секретаря',
  },
} as const;
