export { MeetingsCalendar } from './ui/MeetingsCalendar';
