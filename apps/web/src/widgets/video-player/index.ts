export { ProtocolVideoSection } from './ui/ProtocolVideoSection';
