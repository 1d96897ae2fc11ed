import { ActionIcon, Tooltip, type ActionIconProps, type ElementProps } from '@mantine/core';
import type { ReactNode } from 'react';

type IconActionProps = Omit<ActionIconProps, 'children'> &
  Omit<ElementProps<'button'>, 'aria-label' | 'color' | 'style'> & {
    /** The tooltip and, unless `ariaLabel` names the object too, the button's accessible name. */
    label: string;
    ariaLabel?: string;
    icon: ReactNode;
  };

/** An icon button with its name in a tooltip (row actions: move, edit, delete, block). */
export function IconAction({ label, ariaLabel, icon, variant = 'subtle', ...props }: IconActionProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant={variant} aria-label={ariaLabel ?? label} {...props}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
