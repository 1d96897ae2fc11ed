export { ResetRequestForm } from './ui/ResetRequestForm';
