export { ResetRequestForm } from './ui/ResetRequestForm';
export { RESET_REQUEST_TEXTS } from './config/messages';
