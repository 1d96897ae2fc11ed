export { LoginForm } from './ui/LoginForm';
export { LOGIN_TEXTS } from './config/messages';
