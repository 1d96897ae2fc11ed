export { ProtocolTasks } from './ui/ProtocolTasks';
