export { useStageAction } from './ui/use-stage-action';
