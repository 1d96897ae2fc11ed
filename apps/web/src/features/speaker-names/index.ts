export { SpeakerNamesPanel } from './ui/SpeakerNamesPanel';
