export * from './messages';
export * from './page-titles';
export * from './routes';
export * from './upload';
