export { SecretaryWorkPage } from './SecretaryWorkPage';
