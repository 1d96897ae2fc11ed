export { browserStorage } from './storage';
export { applyServerErrors } from './form-errors';
export { useServerForm } from './use-server-form';
export type { ServerForm, ServerFormFailure, ServerFormOptions } from './use-server-form';
export { hasPreviousPage } from './history';
export { useAppDispatch } from './store-hooks';
export type { AppThunkDispatch } from './store-hooks';
export {
  emailField,
  loginSchema,
  newPasswordField,
  newPasswordSchema,
  optionalString,
  requiredString,
  resetRequestSchema,
} from './validation';
export type { LoginValues, NewPasswordValues, ResetRequestValues } from './validation';
export { useLinkedValidation } from './use-linked-validation';
export { moveItem } from './move-item';
export { fileNameFromDisposition, saveBlob } from './download';
export { formatDateRu, localIsoDate, parseDateRu } from './date-ru';
