export { RecordingPage } from './RecordingPage';
