export { LogoutButton } from './ui/LogoutButton';
export { useLogout } from './model/use-logout';
