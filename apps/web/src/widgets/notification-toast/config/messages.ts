export const NOTIFICATION_TEXTS = {
  openProtocol: 'Нажмите, чтобы открыть протокол',
} as const;
