export { ProtocolPage } from './ProtocolPage';
