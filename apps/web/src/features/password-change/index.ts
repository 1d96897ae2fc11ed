export { ChangePasswordForm } from './ui/ChangePasswordForm';
export { PASSWORD_CHANGE_TEXTS } from './config/messages';
