export { LoginForm } from './ui/LoginForm';
