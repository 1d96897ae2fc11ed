export { FinalProtocolForm } from './ui/FinalProtocolForm';
