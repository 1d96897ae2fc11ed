export { RerunActions } from './ui/RerunActions';
