import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockOff, IconDeviceFloppy } from '@tabler/icons-react';
import { updateTranscriptRequest } from '@protocolist/contracts/protocols';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PROTOCOL_FIELDS,
  transcriptToText,
  useGetProtocolQuery,
  useUpdateTranscriptMutation,
  type TranscriptSegment,
} from '../../../entities/protocol';
import { isNetworkError } from '../../../shared/api';
import { drafts, useDraft, useFormSaveRetry, useServerForm, useUnsavedChanges } from '../../../shared/lib';
import { confirmLeave, ConflictView, DraftRestoreAlert, FailureAlert, RetryCountdown } from '../../../shared/ui';
import { TRANSCRIPT_TEXTS } from '../config/messages';

const draftKey = (protocolId: number) => `protocol-transcript:${protocolId}`;
const sameString = (a: string, b: string) => a === b;

/**
 * Whether an earlier visit left a draft of the transcript's text that differs from the server's (a reload, a crash):
 * the page then opens the text editor at once, so that the draft is offered back. Null until the browser answered.
 */
export function useTranscriptDraftLeft(protocolId: number, segments: TranscriptSegment[]): boolean | null {
  const [left, setLeft] = useState<boolean | null>(null);
  const initial = useRef(segments);
  useEffect(() => {
    let live = true;
    void drafts.get<string>(draftKey(protocolId)).then((draft) => {
      if (live) setLeft(!!draft && draft.value !== transcriptToText(initial.current));
    });
    return () => {
      live = false;
    };
  }, [protocolId]);
  return left;
}

interface TranscriptTextFormProps {
  protocolId: number;
  segments: TranscriptSegment[];
  version: number;
  /** Back to the fragments: after a save, or «Закрыть» (asked first when the text is not saved). */
  onClose: () => void;
}

/**
 * The transcript typed or pasted as lines «Спикер: текст», kept like every long text (issue 15): a draft in the
 * browser, If-Match on save with the conflict view on 409. A save that failed and was not refused goes again by
 * itself as the protocol text editor's does (`useFormSaveRetry`: later after each failure in a row, sooner after an
 * edit, at once when the connection really returns), counted down under the failure beside «Повторить».
 */
export function TranscriptTextForm({ protocolId, segments, version: savedVersion, onClose }: TranscriptTextFormProps) {
  const savedText = useMemo(() => transcriptToText(segments), [segments]);
  const timed = segments.some((segment) => segment.end > 0);
  const { data: protocol, refetch } = useGetProtocolQuery(protocolId);
  const [save] = useUpdateTranscriptMutation();
  const [base, setBase] = useState({ version: savedVersion, text: savedText });
  const version = useRef(savedVersion);
  const [conflict, setConflict] = useState(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);

  /** Takes `next` as the server's text; the user's typing stays unless `discardEdits` («Взять версию с сервера»). */
  const adopt = (next: { version: number; text: string }, discardEdits = false) => {
    version.current = next.version;
    setBase(next);
    form.reset({ text: next.text }, discardEdits ? { keepDirtyValues: false } : undefined);
  };

  const { form, submit, submitting, failure } = useServerForm({
    schema: updateTranscriptRequest,
    defaultValues: { text: savedText },
    onSubmit: async ({ text = '' }) => {
      try {
        const saved = await retrying.track(() => save({ id: protocolId, text, version: version.current }).unwrap());
        setWaitingForNetwork(false);
        setConflict(false);
        draft.clear();
        adopt({ version: saved.version ?? version.current, text: transcriptToText(saved.data) });
        notifications.show({ color: 'green', message: TRANSCRIPT_TEXTS.saved });
        onClose();
      } catch (error) {
        setWaitingForNetwork(isNetworkError(error));
        throw error;
      }
    },
    onServerErrors: (errors) => {
      if (!errors.version) return false;
      setConflict(true);
      void refetch();
      return true;
    },
  });
  const current = useWatch({ control: form.control, name: 'text' }) ?? '';
  const dirty = current !== base.text;
  const draft = useDraft({
    key: draftKey(protocolId),
    values: current,
    dirty,
    baseVersion: base.version,
    serverChangedAt: protocol?.updated_at ?? null,
    same: sameString,
  });
  useUnsavedChanges(draftKey(protocolId), dirty);
  const retrying = useFormSaveRetry(form, () => void submit());

  // The server's transcript changed (another tab, a processing run, our save): follow it unless it is being edited.
  // A read older than the text held (asked for before our save went through, answered after it) is no change.
  useEffect(() => {
    if (savedVersion <= version.current || dirty) return;
    adopt({ version: savedVersion, text: savedText });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedVersion, savedText]);

  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    version.current = kept.baseVersion;
    setBase((now) => ({ ...now, version: kept.baseVersion }));
    form.reset({ text: kept.value });
  };
  const theirs = savedVersion !== base.version ? savedText : null;
  const close = () => (dirty ? confirmLeave(onClose) : onClose());
  const countdown = <RetryCountdown at={retrying.nextAt} />;

  return (
    <Stack gap="sm" data-testid="transcript-text-form">
      {draft.offered && <DraftRestoreAlert savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />}
      {conflict && (
        <ConflictView
          mine={<Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{current}</Text>}
          theirs={theirs === null ? null : <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{theirs}</Text>}
          busy={submitting}
          onKeepMine={() => {
            version.current = savedVersion;
            setBase((now) => ({ ...now, version: savedVersion }));
            void submit();
          }}
          onTakeTheirs={() => {
            setConflict(false);
            draft.clear();
            adopt({ version: savedVersion, text: savedText }, true);
          }}
        />
      )}
      {timed && (
        <Alert color="yellow" variant="light" icon={<IconClockOff size={18} />} p="xs">
          <Text fz="xs">{TRANSCRIPT_TEXTS.timingsLost}</Text>
        </Alert>
      )}
      <Textarea
        label={PROTOCOL_FIELDS.transcript}
        description={TRANSCRIPT_TEXTS.hint}
        placeholder={TRANSCRIPT_TEXTS.placeholder}
        error={form.formState.errors.text?.message}
        autosize
        minRows={8}
        maxRows={20}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.register('text')}
      />
      {waitingForNetwork ? (
        <FailureAlert message={TRANSCRIPT_TEXTS.waitingForNetwork} onRetry={failure.onRetry} note={countdown} />
      ) : (
        <FailureAlert {...failure} note={countdown} />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={close}>
          {TRANSCRIPT_TEXTS.close}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={18} />} disabled={!dirty || submitting} loading={submitting} onClick={() => void submit()}>
          {TRANSCRIPT_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
