export { SecretariesTable } from './ui/SecretariesTable';
