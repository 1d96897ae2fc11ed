export { NewPasswordForm } from './ui/NewPasswordForm';
export { RESET_PASSWORD_TEXTS } from './config/messages';
