export { ProfileForm } from './ui/ProfileForm';
export { PROFILE_TEXTS } from './config/messages';
