export { ConnectionErrorPage } from './ConnectionErrorPage';
