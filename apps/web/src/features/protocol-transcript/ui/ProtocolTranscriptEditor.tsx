import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { updateTranscriptRequest } from '@protocolist/contracts/protocols';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  formatSeconds,
  PROTOCOL_FIELDS,
  transcriptToText,
  useGetProtocolQuery,
  useUpdateTranscriptMutation,
  type Protocol,
  type TranscriptSegment,
} from '../../../entities/protocol';
import { isNetworkError } from '../../../shared/api';
import { useDraft, useRetryOnReconnect, useServerForm, useUnsavedChanges } from '../../../shared/lib';
import { ConflictView, DraftRestoreAlert, FailureAlert } from '../../../shared/ui';
import { TRANSCRIPT_TEXTS } from '../config/messages';

type TranscriptSource = Pick<Protocol, 'id' | 'transcript' | 'version'>;

/** «Стенограмма»: the transcript as editable lines «Спикер: текст» and, when there are any, its fragments. */
export function ProtocolTranscriptEditor({ protocol }: { protocol: TranscriptSource }) {
  const text = useMemo(() => transcriptToText(protocol.transcript), [protocol.transcript]);
  return (
    <Stack gap="lg">
      <TranscriptForm protocolId={protocol.id} savedText={text} savedVersion={protocol.version} />
      {protocol.transcript.length > 0 && <TranscriptSegments segments={protocol.transcript} />}
    </Stack>
  );
}

const sameString = (a: string, b: string) => a === b;

/**
 * The transcript's text, kept like every long text (issue 15): a draft in the browser, If-Match on save with the
 * conflict view on 409, a save without a connection sent again when it returns.
 */
function TranscriptForm({ protocolId, savedText, savedVersion }: { protocolId: number; savedText: string; savedVersion: number }) {
  const { refetch } = useGetProtocolQuery(protocolId);
  const [save] = useUpdateTranscriptMutation();
  const [base, setBase] = useState({ version: savedVersion, text: savedText });
  const version = useRef(savedVersion);
  const [conflict, setConflict] = useState(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);

  const adopt = (next: { version: number; text: string }) => {
    version.current = next.version;
    setBase(next);
    form.reset({ text: next.text });
  };

  const { form, submit, submitting, failure } = useServerForm({
    schema: updateTranscriptRequest,
    defaultValues: { text: savedText },
    onSubmit: async ({ text = '' }) => {
      try {
        const saved = await save({ id: protocolId, text, version: version.current }).unwrap();
        setWaitingForNetwork(false);
        setConflict(false);
        draft.clear();
        adopt({ version: saved.version ?? version.current, text: transcriptToText(saved.data) });
        notifications.show({ color: 'green', message: TRANSCRIPT_TEXTS.saved });
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
  const draft = useDraft({ key: `protocol-transcript:${protocolId}`, values: current, dirty, baseVersion: base.version, same: sameString });
  useUnsavedChanges(`protocol-transcript:${protocolId}`, dirty);
  useRetryOnReconnect(waitingForNetwork && !submitting, () => void submit());

  // The server's transcript changed (another tab, a processing run, our save): follow it unless it is being edited.
  useEffect(() => {
    if (savedVersion === version.current || dirty) return;
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

  return (
    <Stack gap="sm">
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
            adopt({ version: savedVersion, text: savedText });
          }}
        />
      )}
      <Textarea
        label={PROTOCOL_FIELDS.transcript}
        description={TRANSCRIPT_TEXTS.hint}
        placeholder={TRANSCRIPT_TEXTS.placeholder}
        error={form.formState.errors.text?.message}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.register('text')}
      />
      {waitingForNetwork ? <FailureAlert message={TRANSCRIPT_TEXTS.waitingForNetwork} onRetry={failure.onRetry} /> : <FailureAlert {...failure} />}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          disabled={!dirty || submitting}
          loading={submitting}
          onClick={() => void submit()}
        >
          {TRANSCRIPT_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}

function TranscriptSegments({ segments }: { segments: TranscriptSegment[] }) {
  const timed = segments.some((segment) => segment.end > 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {TRANSCRIPT_TEXTS.segments(segments.length)}
      </Title>
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="xs" data-testid="transcript-segments">
          {segments.map((segment, index) => (
            <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
              {timed && (
                <Badge variant="light" color="gray" radius="sm" miw={64} style={{ flexShrink: 0 }}>
                  {formatSeconds(segment.start)}
                </Badge>
              )}
              <Text fz="sm">
                {segment.speaker && (
                  <Text span inherit fw={600} c="purple.8">
                    {segment.speaker}:{' '}
                  </Text>
                )}
                {segment.text}
              </Text>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
