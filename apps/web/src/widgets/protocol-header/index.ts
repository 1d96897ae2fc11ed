export { ProtocolActions } from './ui/ProtocolActions';
export { ProtocolSummary } from './ui/ProtocolSummary';
export { ProtocolNextStep } from './ui/ProtocolNextStep';
