export { ProcessingStatus } from './ui/ProcessingStatus';
