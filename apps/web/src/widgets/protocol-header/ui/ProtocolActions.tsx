import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import type { Protocol } from '../../../entities/protocol';
import { useDeleteProtocol } from '../../../features/protocol-delete';
import {
  DOCUMENT_DOWNLOADS,
  DOCUMENT_TEXTS,
  DocumentPreviewModal,
  SendProtocolButton,
  useDocumentDownload,
} from '../../../features/protocol-documents';
import { useStageAction } from '../../../features/protocol-stage';
import { PROTOCOL_HEADER_TEXTS } from '../config/messages';

/**
 * What the secretary can do with the whole protocol: the one next step as a button (finish the review, send the
 * final protocol, else look at the document), everything else in «⋯». The row keeps its two places at every
 * width and stage, so it neither wraps nor jumps when the stage changes.
 */
export function ProtocolActions({ protocol, onDeleted }: { protocol: Protocol; onDeleted: () => void }) {
  const stage = useStageAction(protocol);
  const remove = useDeleteProtocol(protocol, onDeleted);
  const { download, pending } = useDocumentDownload(protocol.id);
  const [previewing, setPreviewing] = useState(false);
  const sendFirst = STAGE_RULES.canSend(protocol.stage);
  // The stage step leads unless the protocol is final (then sending does, and «Вернуть в работу» waits in the menu).
  const stageFirst = !!stage && !sendFirst;
  const previewFirst = !stage && !sendFirst;
  const StageIcon = stage?.icon;

  return (
    <Group gap="xs" wrap="nowrap" data-testid="protocol-actions">
      {stageFirst && StageIcon && (
        <Button variant={stage.reopen ? 'default' : 'filled'} leftSection={<StageIcon size={18} />} disabled={stage.busy} onClick={stage.confirm}>
          {stage.label}
        </Button>
      )}
      {sendFirst && <SendProtocolButton protocol={protocol} />}
      {previewFirst && (
        <Button variant="default" leftSection={<IconEye size={18} />} onClick={() => setPreviewing(true)}>
          {DOCUMENT_TEXTS.preview}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={PROTOCOL_HEADER_TEXTS.more} loading={pending !== null || remove.deleting}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!previewFirst && (
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)}>
              {DOCUMENT_TEXTS.preview}
            </Menu.Item>
          )}
          {DOCUMENT_DOWNLOADS.map(({ format, label, icon: FormatIcon }) => (
            <Menu.Item key={format} leftSection={<FormatIcon size={16} />} disabled={pending !== null} onClick={() => void download(format)}>
              {label}
            </Menu.Item>
          ))}
          {stage && !stageFirst && StageIcon && (
            <Menu.Item leftSection={<StageIcon size={16} />} disabled={stage.busy} onClick={stage.confirm}>
              {stage.label}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={remove.confirm}>
            {remove.label}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DocumentPreviewModal protocolId={protocol.id} opened={previewing} onClose={() => setPreviewing(false)} />
    </Group>
  );
}
