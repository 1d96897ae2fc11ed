import { Badge, Button, createTheme, Notification, SegmentedControl, Tabs, type MantineColorsTuple } from '@mantine/core';
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
  components: {
    Badge: Badge.extend({ classNames: { root: fit.badge, label: fit.badgeLabel } }),
    Button: Button.extend({ classNames: { root: fit.button, inner: fit.buttonInner, label: fit.buttonLabel } }),
    // Every toast (notifications.show) is a Notification: its close button says what it closes.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': COMMON.closeNotification } } }),
    SegmentedControl: SegmentedControl.extend({ classNames: { root: fit.segmented } }),
    Tabs: Tabs.extend({ classNames: { tab: fit.tab } }),
  },
});
