export { NewPasswordForm } from './ui/NewPasswordForm';
