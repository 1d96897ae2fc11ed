export { ChairField } from './ui/ChairField';
