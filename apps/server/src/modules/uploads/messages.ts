import { MEDIA_MESSAGES } from '../../pipeline/media/errors.ts';

export const UPLOAD_MESSAGES = {
  wrongStage: 'Видео можно загрузить только в протокол без видео или после ошибки обработки',
  indexOutOfRange: 'Номер части должен быть меньше общего числа частей',
  tooLarge: 'Файл больше допустимого размера',
  brokenBody: 'Неверный запрос: повреждено тело multipart',
  notMedia: MEDIA_MESSAGES.notMedia,
  totalChanged: 'Число частей не совпадает с начатой загрузкой этого файла',
  chunkChecksum: 'Часть повреждена при передаче (контрольная сумма не совпала): отправьте её ещё раз',
  chunkDiffers: (index: number) => `Часть ${index + 1} уже получена с другим содержимым`,
  fileChecksum: 'Собранный файл не совпал с исходным (контрольная сумма SHA-256): загрузите файл заново',
  assemblingOther: 'Идёт сборка другого загруженного файла этого протокола: дождитесь её окончания',
  chunkDamaged: (index: number) => `Часть ${index + 1} не сохранилась целой: отправьте её ещё раз`,
  restarted: 'Загрузка этого протокола начата заново: отправьте часть ещё раз',
} as const;
