export { notificationSlice, showNotification, hideNotification, selectNotification } from './model/notification-slice';
export type { NotificationState } from './model/notification-slice';
