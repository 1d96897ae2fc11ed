export { EntityCounters } from './ui/EntityCounters';
