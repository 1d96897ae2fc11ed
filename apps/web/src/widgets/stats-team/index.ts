export { TeamTotals } from './ui/TeamTotals';
