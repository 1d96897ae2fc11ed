/** Russian language helpers: person names and their cases, dates, plurals. Import from here only. */
export * from './names.ts';
export * from './name-reading.ts';
export * from './dates.ts';
export * from './plural.ts';
