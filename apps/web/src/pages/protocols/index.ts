export { ProtocolsPage } from './ProtocolsPage';
