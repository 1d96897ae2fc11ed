import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { COMMON } from '../config/messages';
import fit from './text-fit.module.css';

export const DARK_PURPLE = '#4b1f6f';

const purple: MantineColorsTuple = [
  '#f6eefc',
  '#e7d9f3',
  '#cdb0e6',
  '#b285da',
  '#9b61cf',
  '#8c4ac8',
  '#853ec6',
  '#7231ae',
  '#652b9c',
  '#4b1f6f',
];

export const theme = createTheme({
  primaryColor: 'purple',
  primaryShade: { light: 7, dark: 5 },
  colors: { purple },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '600' },
  // Plain objects rather than `Badge.extend(…)`: `extend` only types them, and importing the components here would
  // put Tabs and SegmentedControl into /login's bundle (issue 16).
  components: {
    Badge: { classNames: { root: fit.badge, label: fit.badgeLabel } },
    Button: { classNames: { root: fit.button, inner: fit.buttonInner, label: fit.buttonLabel } },
    SegmentedControl: { classNames: { root: fit.segmented } },
    Tabs: { classNames: { tab: fit.tab } },
    // Every toast (notifications.show) is a Notification: its close button says what it closes.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': COMMON.closeNotification } } },
  },
});
