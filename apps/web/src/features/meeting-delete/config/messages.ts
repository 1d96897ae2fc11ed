export const MEETING_DELETE_TEXTS = {
  title: 'Удалить совещание?',
  text: (theme: string) =>
    `Совещание «${theme}» будет удалено. Участники, которым отправлялись приглашения, получат уведомление об отмене.`,
  deleted: 'Совещание удалено',
} as const;
