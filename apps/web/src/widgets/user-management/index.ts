export { UserManagement } from './ui/UserManagement';
