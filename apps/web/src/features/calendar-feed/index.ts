export { CalendarFeedButton } from './ui/CalendarFeedButton';
