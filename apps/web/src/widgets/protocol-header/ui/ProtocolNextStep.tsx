import { Alert } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Protocol } from '../../../entities/protocol';
import { PROTOCOL_HEADER_TEXTS } from '../config/messages';

/** The protocol's next step, by its stage, right under its state. */
export function ProtocolNextStep({ protocol }: { protocol: Pick<Protocol, 'stage'> }) {
  return (
    <Alert variant="light" color="purple" icon={<IconArrowRight size={18} />} title={PROTOCOL_HEADER_TEXTS.nextStepLabel} data-testid="protocol-next-step" py="xs">
      {PROTOCOL_HEADER_TEXTS.nextStep[protocol.stage]}
    </Alert>
  );
}
