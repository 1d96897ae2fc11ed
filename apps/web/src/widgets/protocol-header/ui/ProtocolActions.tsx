import { Group } from '@mantine/core';
import type { Protocol } from '../../../entities/protocol';
import { DeleteProtocolButton } from '../../../features/protocol-delete';
import { DocumentPreviewButton, ProtocolDocumentButtons, SendProtocolButton } from '../../../features/protocol-documents';
import { ProtocolStageActions } from '../../../features/protocol-stage';

/** What the secretary can do with the whole protocol, by stage. */
export function ProtocolActions({ protocol, onDeleted }: { protocol: Protocol; onDeleted: () => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <ProtocolStageActions protocol={protocol} />
      <SendProtocolButton protocol={protocol} />
      <DocumentPreviewButton protocolId={protocol.id} />
      <ProtocolDocumentButtons protocolId={protocol.id} />
      <DeleteProtocolButton protocol={protocol} onDeleted={onDeleted} />
    </Group>
  );
}
