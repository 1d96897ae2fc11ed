export { RecordingStudio } from './ui/RecordingStudio';
export { StartRecordingCallout } from './ui/StartRecordingCallout';
export { RECORDING_TEXTS } from './config/messages';
export { collectAbandonedRecordings } from './model/recording-cleanup';
