export { notificationSlice, showNotification, hideNotification, selectNotification } from './model/notification-slice';
