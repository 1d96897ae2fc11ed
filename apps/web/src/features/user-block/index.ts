export { useBlockToggle } from './model/use-block-toggle';
export { BlockToggleButton } from './ui/BlockToggleButton';
