import { Alert } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Protocol } from '../../../entities/protocol';
import { PROTOCOL_HEADER_TEXTS } from '../config/messages';

/**
 * The protocol's next step, by its stage, right under its state. A note, not an alert: it is guidance that is
 * always there, which screen readers should not announce as urgent (and error checks do not count as a failure).
 */
export function ProtocolNextStep({ protocol }: { protocol: Pick<Protocol, 'stage'> }) {
  return (
    <Alert variant="light" color="purple" icon={<IconArrowRight size={18} />} title={PROTOCOL_HEADER_TEXTS.nextStepLabel} data-testid="protocol-next-step" role="note" py="xs">
      {PROTOCOL_HEADER_TEXTS.nextStep[protocol.stage]}
    </Alert>
  );
}
