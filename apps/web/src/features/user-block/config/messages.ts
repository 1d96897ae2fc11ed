export const USER_BLOCK_TEXTS = {
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blockTitle: 'Заблокировать пользователя?',
  blockText: (name: string) =>
    `${name} не сможет войти в систему, пока вы его не разблокируете. Все его сеансы будут завершены.`,
  unblockTitle: 'Разблокировать пользователя?',
  unblockText: (name: string) => `${name} снова сможет входить в систему.`,
  blockedDone: 'Пользователь заблокирован',
  unblockedDone: 'Пользователь разблокирован',
} as const;
