export { ProtocolMembersPanel } from './ui/ProtocolMembersPanel';
