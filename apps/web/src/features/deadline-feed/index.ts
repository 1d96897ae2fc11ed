export { DeadlineFeedModal } from './ui/DeadlineFeedModal';
export { DEADLINE_FEED_TEXTS } from './config/messages';
