export { NotificationToast } from './ui/NotificationToast';
