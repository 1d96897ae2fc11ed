export { ChangePasswordForm } from './ui/ChangePasswordForm';
