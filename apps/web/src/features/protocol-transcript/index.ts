export { ProtocolTranscriptEditor } from './ui/ProtocolTranscriptEditor';
