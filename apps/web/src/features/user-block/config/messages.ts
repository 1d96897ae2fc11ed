export const USER_BLOCK_TEXTS = {
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blockTitle: 'Заблокировать пользователя?',
  blockText: (name: string) =>
    // About one person whose gender the text need not know: no «его»/«её».
    `${name} не сможет войти в систему до разблокировки. Все открытые сеансы будут завершены.`,
  unblockTitle: 'Разблокировать пользователя?',
  unblockText: (name: string) => `${name} снова сможет входить в систему.`,
  blockedDone: 'Пользователь заблокирован',
  unblockedDone: 'Пользователь разблокирован',
} as const;
