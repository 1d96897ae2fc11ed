import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { COMMON } from '../config/messages';
import { clickBeforeBlur } from '../lib/click-before-blur';
import { FailureAlert, type FailureAlertProps } from './FailureAlert';

interface FormActionsProps {
  /** The form's failure alert (`useServerForm().failure`). */
  failure: FailureAlertProps;
  submitting: boolean;
  submitLabel?: string;
  /** Shown on the submit button while the request is on its way. */
  submittingLabel?: string;
  /** «Отмена» before the submit button. */
  onCancel?: () => void;
  size?: 'xs' | 'sm';
  submitIcon?: ReactNode;
  /** Further actions on the left of the row (e.g. «Удалить»). */
  start?: ReactNode;
}

/**
 * The end of a form: its failure with «Повторить», then «Отмена» and the submit button on the right. A press
 * on the row leaves the focus in the field being edited (`clickBeforeBlur`), so a message shown on leaving it
 * cannot move the buttons away between the press and the release.
 */
export function FormActions({
  failure,
  submitting,
  submitLabel = COMMON.save,
  submittingLabel = COMMON.saving,
  onCancel,
  size = 'sm',
  submitIcon,
  start,
}: FormActionsProps) {
  return (
    <Stack gap="sm">
      <FailureAlert {...failure} />
      <Group justify="space-between" gap="sm" {...clickBeforeBlur}>
        {start && <Group gap="sm">{start}</Group>}
        <Group gap="sm" ml="auto">
          {onCancel && (
            <Button size={size} variant="default" type="button" onClick={onCancel}>
              {COMMON.cancel}
            </Button>
          )}
          <Button size={size} type="submit" disabled={submitting} leftSection={submitIcon}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
