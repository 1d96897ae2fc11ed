export { ProfileForm } from './ui/ProfileForm';
