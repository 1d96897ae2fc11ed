export { ProtocolList } from './ui/ProtocolList';
export { PROTOCOL_LIST_TEXTS } from './config/messages';
export { ProtocolTable } from './ui/ProtocolTable';
