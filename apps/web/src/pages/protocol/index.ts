export { ProtocolPage } from './ProtocolPage';
export { ProtocolReadingRedirect, SecretaryProtocolPage } from './SecretaryProtocolPage';
