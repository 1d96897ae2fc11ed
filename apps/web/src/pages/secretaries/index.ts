export { SecretariesPage } from './SecretariesPage';
