export { theme, DARK_PURPLE } from './theme';
export { LogoMark } from './Logo';
export { FullPageLoader } from './FullPageLoader';
export { FullPageMessage } from './FullPageMessage';
export { PageFrame } from './PageFrame';
export { EmptyState } from './EmptyState';
export { PasswordField } from './PasswordField';
export { AuthCard } from './AuthCard';
export { AvatarPicker, avatarFileProblem } from './AvatarPicker';
