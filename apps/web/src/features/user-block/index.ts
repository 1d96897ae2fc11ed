export { useBlockToggle } from './model/use-block-toggle';
