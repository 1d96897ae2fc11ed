export { CalendarFeedButton } from './ui/CalendarFeedButton';
export { CalendarFeedPanel } from './ui/CalendarFeedPanel';
