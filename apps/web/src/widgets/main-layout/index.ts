export { MainLayout } from './ui/MainLayout';
export { isSectionActive } from './ui/SideNavigation';
