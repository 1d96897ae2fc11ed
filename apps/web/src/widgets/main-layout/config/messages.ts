export const LAYOUT_TEXTS = {
  menu: 'Меню',
  navigation: 'Основная навигация',
} as const;
