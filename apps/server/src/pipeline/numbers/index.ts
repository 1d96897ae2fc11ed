/**
 * Russian numbers: spoken number words read as values (the deadlines' days and amounts) and written as a secretary
 * writes them in a protocol. The one place that knows Russian number words.
 */
export { CARDINAL, ORDINAL_WORDS, parseCardinal, parseNumberRun, parseOrdinal, type NumberRun } from './parse.ts';
export { writeNumbers } from './write.ts';
