export { ProtocolEventsListener } from './ui/ProtocolEventsListener';
