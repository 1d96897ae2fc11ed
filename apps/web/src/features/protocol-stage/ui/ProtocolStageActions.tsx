import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useChangeProtocolStageMutation, type Protocol } from '../../../entities/protocol';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { PROTOCOL_STAGE_TEXTS } from '../config/messages';

/** The manual stage steps: «Завершить проверку» (→ «Проверен») and «Вернуть в работу» (final → «Проверен»). */
export function ProtocolStageActions({ protocol }: { protocol: Pick<Protocol, 'id' | 'stage'> }) {
  const [changeStage, changing] = useChangeProtocolStageMutation();
  const reopen = STAGE_RULES.canReopen(protocol.stage);
  if (!STAGE_RULES.canFinishReview(protocol.stage) && !reopen) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: reopen ? PROTOCOL_STAGE_TEXTS.reopenTitle : PROTOCOL_STAGE_TEXTS.finishReviewTitle,
      centered: true,
      children: <Text size="sm">{reopen ? PROTOCOL_STAGE_TEXTS.reopenText : PROTOCOL_STAGE_TEXTS.finishReviewText}</Text>,
      labels: { confirm: reopen ? PROTOCOL_STAGE_TEXTS.reopen : PROTOCOL_STAGE_TEXTS.finishReview, cancel: COMMON.cancel },
      onConfirm: async () => {
        try {
          await changeStage({ id: protocol.id, stage: 'finish' }).unwrap();
          notifications.show({ color: 'green', message: PROTOCOL_STAGE_TEXTS.stageChanged });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });

  return (
    <Button
      variant={reopen ? 'default' : 'filled'}
      leftSection={reopen ? <IconArrowBackUp size={18} /> : <IconChecks size={18} />}
      disabled={changing.isLoading}
      onClick={confirm}
    >
      {reopen ? PROTOCOL_STAGE_TEXTS.reopen : PROTOCOL_STAGE_TEXTS.finishReview}
    </Button>
  );
}
