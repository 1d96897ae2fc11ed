import { Badge, type BadgeProps } from '@mantine/core';
import { PROTOCOL_STAGE_LABELS, type ProtocolStage } from '@protocolist/contracts/stages';
import { PROTOCOL_STAGE_COLORS } from '../model/stage';

export function ProtocolStageBadge({ stage, ...props }: { stage: ProtocolStage } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={PROTOCOL_STAGE_COLORS[stage]} radius="sm" data-stage={stage} {...props}>
      {PROTOCOL_STAGE_LABELS[stage]}
    </Badge>
  );
}
