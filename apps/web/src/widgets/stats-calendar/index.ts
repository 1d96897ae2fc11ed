export { MeetingMarkersCalendar } from './ui/MeetingMarkersCalendar';
