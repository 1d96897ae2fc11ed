import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { sectionSchema, optionalTime } from '@protocolist/contracts/protocols';
import { VALIDATION } from '@protocolist/contracts/messages';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import {
  PROTOCOL_FIELDS,
  ProtocolDocumentPreview,
  SectionListField,
  useGetProtocolQuery,
  useRebuildSectionsMutation,
  useSaveFinalProtocolMutation,
  useUpdateProtocolMutation,
  useUpdateSectionsMutation,
  type PreviewText,
  type Protocol,
} from '../../../entities/protocol';
import { isNetworkError } from '../../../shared/api';
import { useDraft, useRetryOnReconnect, useServerForm, useUnsavedChanges } from '../../../shared/lib';
import { confirmAction, ConflictView, DraftRestoreAlert, EmptyState, FailureAlert, TimeFieldRu } from '../../../shared/ui';
import { EDITOR_TEXTS } from '../config/messages';
import { EditorActionBar } from './EditorActionBar';
import { formFieldOf, sameDetails, sameText, serverText, type TextValues } from '../model/values';

/** The form's own check: titles and texts as the server checks them; place and city are asked for by the final save. */
const editorSchema = z.object({
  sections: z.array(sectionSchema).max(1000),
  location: z.string().trim().max(255),
  city: z.string().trim().max(255),
  event_start_time: optionalTime,
});

type Mode = 'draft' | 'final';

function SectionsText({ sections }: { sections: readonly { key: string; value: string }[] }) {
  if (sections.length === 0) return <Text fz="sm" c="dimmed">{EDITOR_TEXTS.empty}</Text>;
  return (
    <Stack gap="xs">
      {sections.map((section, index) => (
        <div key={index}>
          <Text fz="sm" fw={600}>
            {index + 1}. {section.key || EDITOR_TEXTS.untitled}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {section.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * «Текст протокола»: the one editor of the protocol's text (draft sections, and the final text once it exists) beside
 * a live preview of the document. Nothing typed is lost: a failed save keeps the values and offers «Повторить»,
 * a save without a connection goes again when the connection returns, the edits are kept in the browser and offered
 * back after a reload, leaving asks first, and a save over someone else's newer text shows both versions (409).
 */
export function ProtocolTextEditor({
  protocol,
  renderPreview,
}: {
  protocol: Protocol;
  /** The document beside the editor, drawn from the text as typed; `sketch` is the browser's own rendering of it. */
  renderPreview?: (text: PreviewText, sketch: ReactNode) => ReactNode;
}) {
  const { refetch } = useGetProtocolQuery(protocol.id);
  const [saveSections] = useUpdateSectionsMutation();
  const [saveFinal] = useSaveFinalProtocolMutation();
  const [saveDetails] = useUpdateProtocolMutation();
  const [rebuild, rebuilding] = useRebuildSectionsMutation();

  // The server text the edits started from, and its version: what If-Match sends.
  const [base, setBase] = useState(() => ({ version: protocol.version, values: serverText(protocol) }));
  const version = useRef(base.version);
  const mode = useRef<Mode>('draft');
  const [sending, setSending] = useState<Mode | null>(null);
  const [conflict, setConflict] = useState<Mode | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);

  /**
   * Takes `next` as the server's text. The form keeps what the user typed meanwhile (the reset option of every
   * form, so a save in flight loses no keystroke) unless `discardEdits`: «Отменить изменения», «Взять версию с сервера».
   */
  const adopt = (next: { version: number; values: TextValues }, discardEdits = false) => {
    version.current = next.version;
    setBase(next);
    form.reset(next.values, discardEdits ? { keepDirtyValues: false } : undefined);
  };

  const send = async (values: TextValues): Promise<number | null> => {
    if (mode.current === 'final') {
      const saved = await saveFinal({
        id: protocol.id,
        version: version.current,
        final_transcript: values.sections.map(({ key, value }) => ({ key, value })),
        location: values.location,
        city: values.city,
        event_start_time: values.event_start_time,
      }).unwrap();
      return saved.version;
    }
    if (!sameDetails(values, base.values)) {
      await saveDetails({
        id: protocol.id,
        location: values.location,
        city: values.city,
        event_start_time: values.event_start_time,
      }).unwrap();
    }
    const saved = await saveSections({
      id: protocol.id,
      version: version.current,
      sections: values.sections.map(({ key, value }) => ({ key, value })),
    }).unwrap();
    return saved.version;
  };

  const { form, submit, submitting, failure } = useServerForm({
    schema: editorSchema,
    defaultValues: base.values,
    onSubmit: async () => {
      // The form's values as typed (the uids of the sections stay, so nothing jumps after saving).
      const values = form.getValues();
      try {
        const saved = await send(values);
        setWaitingForNetwork(false);
        setConflict(null);
        draft.clear();
        adopt({ version: saved ?? version.current, values });
        notifications.show({ color: 'green', message: mode.current === 'final' ? EDITOR_TEXTS.finalSaved : EDITOR_TEXTS.draftSaved });
      } catch (error) {
        setWaitingForNetwork(isNetworkError(error));
        throw error;
      }
    },
    onServerErrors: (errors) => {
      if (errors.version) {
        setConflict(mode.current);
        void refetch();
        return true;
      }
      let shown = false;
      for (const [field, message] of Object.entries(errors)) {
        const name = formFieldOf(field);
        if (name.startsWith('sections') || name === 'location' || name === 'city' || name === 'event_start_time') {
          form.setError(name as Path<TextValues>, { type: 'server', message });
          shown = true;
        }
      }
      return shown;
    },
  });

  const watched = useWatch({ control: form.control }) as TextValues;
  const values: TextValues = { ...base.values, ...watched, sections: watched.sections ?? base.values.sections };
  const dirty = !sameText(values, base.values);
  const busy = submitting || rebuilding.isLoading;

  const draft = useDraft({ key: `protocol-text:${protocol.id}`, values, dirty, baseVersion: base.version, same: sameText });
  useUnsavedChanges(`protocol-text:${protocol.id}`, dirty);
  useRetryOnReconnect(waitingForNetwork && !submitting, () => void submit());

  // The server's text changed (another tab, processing, our own save): follow it unless the user is editing.
  useEffect(() => {
    if (protocol.version === version.current || dirty) return;
    // The form library's reset belongs in an effect: the server's data is the outside source followed here.
    adopt({ version: protocol.version, values: serverText(protocol) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [protocol]);

  const save = (next: Mode) => {
    mode.current = next;
    setSending(next);
    if (next === 'final') {
      const current = form.getValues();
      const missing = (['location', 'city'] as const).filter((field) => !current[field].trim());
      for (const field of missing) form.setError(field, { type: 'required', message: VALIDATION.required });
      if (missing.length > 0) return;
    }
    void submit();
  };

  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    // Saved against the version it was based on: if the server moved on since, the save shows both versions.
    version.current = kept.baseVersion;
    setBase((current) => ({ ...current, version: kept.baseVersion }));
    form.reset(kept.value);
  };

  const takeTheirs = () => {
    setConflict(null);
    draft.clear();
    adopt({ version: protocol.version, values: serverText(protocol) }, true);
  };
  const keepMine = () => {
    version.current = protocol.version;
    setBase((current) => ({ ...current, version: protocol.version }));
    save(conflict ?? 'draft');
  };

  const confirmRebuild = () =>
    confirmAction({
      title: EDITOR_TEXTS.rebuildTitle,
      text: EDITOR_TEXTS.rebuildText,
      confirmLabel: EDITOR_TEXTS.rebuild,
      confirmColor: 'orange',
      run: () => rebuild({ id: protocol.id, version: version.current }).unwrap(),
      done: EDITOR_TEXTS.rebuilt,
    });

  const isFinal = protocol.stage === 'final';
  const { errors } = form.formState;
  const theirs = protocol.version !== base.version ? serverText(protocol).sections : null;

  return (
    <Stack gap="md">
      {draft.offered && <DraftRestoreAlert savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />}
      {conflict && (
        <ConflictView
          mine={<SectionsText sections={values.sections} />}
          theirs={theirs && <SectionsText sections={theirs} />}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
          busy={submitting}
        />
      )}
      {isFinal ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} data-testid="final-saved">
          {EDITOR_TEXTS.finalSavedAt}
        </Alert>
      ) : (
        <Text fz="sm" c="dimmed">
          {EDITOR_TEXTS.intro}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md" style={{ minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs">
              <Title order={3} fz="md">
                {EDITOR_TEXTS.sections}
              </Title>
              {protocol.sections_edited && !isFinal && (
                <Tooltip label={EDITOR_TEXTS.editedHint} multiline w={280} withArrow>
                  <Badge variant="light" color="orange" radius="sm">
                    {EDITOR_TEXTS.edited}
                  </Badge>
                </Tooltip>
              )}
              {dirty && (
                <Badge variant="dot" color="yellow" radius="sm" data-testid="unsaved-badge">
                  {EDITOR_TEXTS.unsaved}
                </Badge>
              )}
            </Group>
            {STAGE_RULES.isDraft(protocol.stage) && (
              <Button
                variant="subtle"
                color="orange"
                size="xs"
                leftSection={<IconRefresh size={16} />}
                disabled={busy || dirty || protocol.transcript.length === 0}
                onClick={confirmRebuild}
              >
                {EDITOR_TEXTS.rebuild}
              </Button>
            )}
          </Group>
          {values.sections.length === 0 && (
            <EmptyState text={EDITOR_TEXTS.empty}>
              <Text fz="sm" c="dimmed" ta="center" maw={520}>
                {EDITOR_TEXTS.emptyHint}
              </Text>
            </EmptyState>
          )}
          <SectionListField control={form.control} name="sections" disabled={busy} />
          <Paper withBorder radius="md" p="md">
            <Title order={4} fz="sm" mb="sm">
              {EDITOR_TEXTS.meetingInfo}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={PROTOCOL_FIELDS.location} required error={errors.location?.message} {...form.register('location')} />
              <TextInput label={PROTOCOL_FIELDS.city} required error={errors.city?.message} {...form.register('city')} />
              <TimeFieldRu control={form.control} name="event_start_time" label={PROTOCOL_FIELDS.startTime} />
            </SimpleGrid>
          </Paper>
          {waitingForNetwork ? (
            <FailureAlert message={EDITOR_TEXTS.waitingForNetwork} onRetry={failure.onRetry} />
          ) : (
            <FailureAlert {...failure} />
          )}
          <EditorActionBar
            isFinal={isFinal}
            dirty={dirty}
            busy={busy}
            saving={submitting ? sending : null}
            onReset={() => adopt(base, true)}
            onSaveDraft={() => save('draft')}
            onSaveFinal={() => save('final')}
          />
        </Stack>
        <Box style={{ minWidth: 0 }}>
          <Box pos="sticky" top={76}>
            <Title order={3} fz="md" mb="sm">
              {EDITOR_TEXTS.preview}
            </Title>
            {renderPreview ? (
              renderPreview(values, <ProtocolDocumentPreview protocol={protocol} text={values} />)
            ) : (
              <ProtocolDocumentPreview protocol={protocol} text={values} />
            )}
          </Box>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
