export { DeleteProtocolButton } from './ui/DeleteProtocolButton';
