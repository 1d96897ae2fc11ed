export { ProtocolAddPage } from './ProtocolAddPage';
