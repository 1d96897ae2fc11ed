export * from './messages';
export * from './routes';
export * from './upload';
export * from './video-messages';
export * from './speech-messages';
