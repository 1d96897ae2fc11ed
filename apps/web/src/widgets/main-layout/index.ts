export { MainLayout } from './ui/MainLayout';
