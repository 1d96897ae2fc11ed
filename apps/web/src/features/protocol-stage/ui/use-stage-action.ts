import { IconArrowBackUp, IconChecks } from '@tabler/icons-react';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useChangeProtocolStageMutation, type Protocol } from '../../../entities/protocol';
import { confirmAction } from '../../../shared/ui';
import { PROTOCOL_STAGE_TEXTS } from '../config/messages';

/**
 * The manual stage step the protocol allows now, or null: «Завершить проверку» (→ «Проверен») or «Вернуть в
 * работу» (final → «Проверен»); each asks first.
 */
export function useStageAction(protocol: Pick<Protocol, 'id' | 'stage' | 'transcript' | 'sections'>) {
  const [changeStage, changing] = useChangeProtocolStageMutation();
  const reopen = STAGE_RULES.canReopen(protocol.stage);
  // Not offered for an empty protocol without a video: there is nothing to review yet.
  const hasText = protocol.transcript.length > 0 || protocol.sections.length > 0;
  if (!STAGE_RULES.canFinishReviewWith(protocol.stage, hasText) && !reopen) return null;

  const label = reopen ? PROTOCOL_STAGE_TEXTS.reopen : PROTOCOL_STAGE_TEXTS.finishReview;
  const confirm = () =>
    confirmAction({
      title: reopen ? PROTOCOL_STAGE_TEXTS.reopenTitle : PROTOCOL_STAGE_TEXTS.finishReviewTitle,
      text: reopen ? PROTOCOL_STAGE_TEXTS.reopenText : PROTOCOL_STAGE_TEXTS.finishReviewText,
      confirmLabel: label,
      run: () => changeStage({ id: protocol.id, stage: 'finish' }).unwrap(),
      done: PROTOCOL_STAGE_TEXTS.stageChanged,
    });
  return { reopen, label, icon: reopen ? IconArrowBackUp : IconChecks, confirm, busy: changing.isLoading };
}
