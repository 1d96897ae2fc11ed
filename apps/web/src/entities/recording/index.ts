export { recordingApi, useGetRecordingQuery, useOpenRecordingMutation } from './api/recording-api';
export type { PieceUpload, TakeCount } from './api/recording-api';
export { applyRecordingEvent, parseRecordingEvent, withSegment } from './model/live-events';
export type { LiveSegment, Recording, RecordingEvent, RecordingState, RecordingTake } from '@protocolist/contracts/recordings';
