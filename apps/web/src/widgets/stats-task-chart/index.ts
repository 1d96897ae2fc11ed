export { WeeklyTaskChart } from './ui/WeeklyTaskChart';
