export { ProtocolTextEditor } from './ui/ProtocolTextEditor';
