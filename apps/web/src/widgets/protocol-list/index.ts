export { ProtocolList } from './ui/ProtocolList';
