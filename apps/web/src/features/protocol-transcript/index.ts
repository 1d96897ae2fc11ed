export { TranscriptTextForm, useTranscriptDraftLeft } from './ui/TranscriptTextForm';
