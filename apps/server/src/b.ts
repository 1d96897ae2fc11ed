import { a } from './cyc-a.ts'; export const b = () => a;
