import { MEDIA_MESSAGES } from '../../pipeline/media/errors.ts';

export const UPLOAD_MESSAGES = {
  wrongStage: 'Видео можно загрузить только в протокол без видео или после ошибки обработки',
  indexOutOfRange: 'Номер части должен быть меньше общего числа частей',
  tooLarge: 'Файл больше допустимого размера',
  unevenChunks: 'Все части файла, кроме последней, должны быть одного размера: начните загрузку заново',
  brokenBody: 'Неверный запрос: повреждено тело multipart',
  notMedia: MEDIA_MESSAGES.notMedia,
} as const;
