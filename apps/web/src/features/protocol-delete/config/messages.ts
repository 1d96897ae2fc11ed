export const PROTOCOL_DELETE_TEXTS = {
  delete: 'Удалить протокол',
  deleteTitle: 'Удалить протокол?',
  deleteText: (number: number) =>
    `Протокол № ${number} будет удалён вместе с видео, стенограммой, участниками и поручениями. Это действие нельзя отменить.`,
  deleted: 'Протокол удалён',
} as const;
