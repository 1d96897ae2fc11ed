export const ROUTER_TEXTS = {
  profileFailed: 'Не удалось загрузить профиль',
} as const;
