export { useBlockToggle } from './model/use-block-toggle';
export { USER_BLOCK_TEXTS } from './config/messages';
