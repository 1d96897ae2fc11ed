export { SecretaryDetailDrawer } from './ui/SecretaryDetailDrawer';
