export { ProtocolStageActions } from './ui/ProtocolStageActions';
