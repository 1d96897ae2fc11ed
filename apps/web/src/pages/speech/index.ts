export { SpeechPage } from './SpeechPage';
