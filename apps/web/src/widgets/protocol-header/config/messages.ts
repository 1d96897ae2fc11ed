import type { ProtocolStage } from '@protocolist/contracts/enums';

export const PROTOCOL_HEADER_TEXTS = {
  more: 'Ещё действия',
  nextStepLabel: 'Что дальше',
  /** What the secretary does next, by the protocol's stage: the first screen says it beside the state. */
  nextStep: {
    no_video: 'Загрузите запись совещания ниже или впишите текст протокола вручную, затем нажмите «Завершить проверку».',
    video_uploaded: 'Запись ждёт обработки: стенограмма и черновик протокола появятся сами.',
    video_process: 'Запись обрабатывается: стенограмма и черновик протокола появятся сами.',
    success_video_process: 'Проверьте текст, участников и поручения, затем нажмите «Завершить проверку».',
    error_video_process: 'Обработка не удалась: запустите её снова или загрузите другую запись.',
    finish: 'Сохраните итоговый протокол на вкладке «Текст протокола».',
    final: 'Протокол готов: разошлите его участникам или скачайте документ.',
  } satisfies Record<ProtocolStage, string>,
} as const;
