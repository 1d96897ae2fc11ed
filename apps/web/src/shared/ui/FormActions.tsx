import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { COMMON } from '../config/messages';
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
}

/** The end of a form: its failure with «Повторить», then «Отмена» and the submit button on the right. */
export function FormActions({
  failure,
  submitting,
  submitLabel = COMMON.save,
  submittingLabel = COMMON.saving,
  onCancel,
  size = 'sm',
  submitIcon,
}: FormActionsProps) {
  return (
    <Stack gap="sm">
      <FailureAlert {...failure} />
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button size={size} variant="default" type="button" onClick={onCancel}>
            {COMMON.cancel}
          </Button>
        )}
        <Button size={size} type="submit" disabled={submitting} leftSection={submitIcon}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
