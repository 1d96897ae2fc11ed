export { UserFormModal } from './ui/UserFormModal';
export { USER_EDITOR_TEXTS } from './config/messages';
