import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconGitCompare, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { PROTOCOL_MESSAGES, sectionSchema, optionalTime } from '@protocolist/contracts/protocols';
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
import { bringIntoView, useDraft, useFormSaveRetry, useServerForm, useUnsavedChanges } from '../../../shared/lib';
import { confirmAction, ConflictView, DraftRestoreAlert, EmptyState, FailureAlert, RetryCountdown, TimeFieldRu } from '../../../shared/ui';
import { EDITOR_TEXTS } from '../config/messages';
import { EditorActionBar } from './EditorActionBar';
import { PointerAlert } from './PointerAlert';
import { ComparedSectionsText } from './ComparedSectionsText';
import { compareSections } from '../model/compare';
import { formFieldOf, sameDetails, sameText, serverText, type TextValues } from '../model/values';

/** The form's own check: titles and texts as the server checks them; place and city are asked for by the final save. */
const editorSchema = z.object({
  sections: z.array(sectionSchema).max(1000),
  location: z.string().trim().max(255),
  city: z.string().trim().max(255),
  event_start_time: optionalTime,
});

type Mode = 'draft' | 'final';

/**
 * «Текст протокола»: the one editor of the protocol's text (draft sections, and the final text once it exists) beside
 * a live preview of the document. Nothing typed is lost: a failed save keeps the values and says so at the action
 * bar with «Повторить»; unless it was refused it goes again by itself, later after each failure in a row (sooner
 * after an edit, at once when the connection returns) and the bar counts down to it; the fields stay editable
 * while a save is on its way (what is typed meanwhile stays, to be saved next), the edits are kept in the browser and
 * offered back after a reload, leaving asks first, and a save over someone else's newer text shows both versions
 * (409), what differs marked, scrolled into view. A save refused for what some fields hold (422: a title, a
 * section's text, the place) marks them, and the bar says so and leads to the first.
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
  /** The last save was refused for what the marked fields hold. */
  const [fieldsRefused, setFieldsRefused] = useState(false);
  const conflictView = useRef<HTMLDivElement>(null);
  const fields = useRef<HTMLDivElement>(null);

  /**
   * Takes `next` as the server's text. The form keeps what the user typed meanwhile (the reset option of every
   * form, so a save in flight loses no keystroke) unless `discardEdits`: «Отменить изменения», «Взять версию с сервера».
   */
  const adopt = (next: { version: number; values: TextValues }, discardEdits = false) => {
    version.current = next.version;
    setBase(next);
    form.reset(next.values, discardEdits ? { keepDirtyValues: false } : undefined);
  };

  /**
   * The save of `next.values` went through: that is the server's text now. Whatever was typed while it was on its
   * way stays in the fields as it is (the answer never takes it back) and is still unsaved.
   */
  const saved = (next: { version: number; values: TextValues }) => {
    version.current = next.version;
    setBase(next);
    // What is dirty is worked out again against the saved text: kept from before the save (`keepDirtyValues`), the
    // fields edited then would stay marked, and the next text taken from the server would not replace them.
    form.reset(next.values, { keepValues: true, keepDirtyValues: false, keepFieldsRef: true });
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
      setFieldsRefused(false);
      try {
        const newVersion = await retrying.track(() => send(values));
        setWaitingForNetwork(false);
        setConflict(null);
        draft.clear();
        saved({ version: newVersion ?? version.current, values });
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
      setFieldsRefused(shown);
      return shown;
    },
  });

  const watched = useWatch({ control: form.control }) as TextValues;
  const values: TextValues = { ...base.values, ...watched, sections: watched.sections ?? base.values.sections };
  const dirty = !sameText(values, base.values);
  const busy = submitting || rebuilding.isLoading;
  const noSections = values.sections.length === 0;

  const draft = useDraft({
    key: `protocol-text:${protocol.id}`,
    values,
    dirty,
    baseVersion: base.version,
    serverChangedAt: protocol.updated_at,
    same: sameText,
  });
  useUnsavedChanges(`protocol-text:${protocol.id}`, dirty);
  const retrying = useFormSaveRetry(form, () => void submit());

  // The server's text changed (another tab, processing, our own save): follow it unless the user is editing. A read
  // older than the text held (asked for before our own save went through, answered after it) is no change.
  useEffect(() => {
    if (protocol.version <= version.current || dirty) return;
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
  // Recognition running would replace the text: the server refuses saves meanwhile, so the fields wait too.
  const textLocked = !STAGE_RULES.canEditText(protocol.stage);
  const { errors } = form.formState;
  const toFieldError = () => {
    const field = fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // The whole section (its number, its title) comes into view, the cursor in the field to put right.
    bringIntoView(field.closest<HTMLElement>('[data-testid="section-editor"]') ?? field);
    field.focus({ preventScroll: true });
  };
  const theirs = useMemo(() => (conflict && protocol.version !== base.version ? serverText(protocol).sections : null), [conflict, protocol, base.version]);
  // Until the server's version is there, the user's own is shown as it is.
  const compared = useMemo(
    () => (conflict ? compareSections(values.sections, theirs ?? values.sections) : null),
    [conflict, theirs, values.sections],
  );

  // What the last save left to say, at the action bar where it was pressed.
  let notice: ReactNode = null;
  const countdown = <RetryCountdown at={retrying.nextAt} />;
  if (conflict) {
    notice = (
      <PointerAlert
        icon={<IconGitCompare size={18} />}
        message={EDITOR_TEXTS.conflictAtBar}
        action={EDITOR_TEXTS.toConflict}
        onAction={() => conflictView.current && bringIntoView(conflictView.current)}
      />
    );
  } else if (waitingForNetwork) {
    notice = <FailureAlert message={EDITOR_TEXTS.waitingForNetwork} onRetry={failure.onRetry} note={countdown} />;
  } else if (failure.message) {
    notice = <FailureAlert {...failure} note={countdown} />;
  } else if (fieldsRefused && Object.keys(errors).length > 0) {
    notice = (
      <PointerAlert icon={<IconAlertCircle size={18} />} message={EDITOR_TEXTS.fieldsRefused} action={EDITOR_TEXTS.toFieldError} onAction={toFieldError} />
    );
  }

  return (
    <Stack gap="md">
      {draft.offered && <DraftRestoreAlert savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />}
      {compared && (
        <ConflictView
          ref={conflictView}
          mine={<ComparedSectionsText sections={compared.mine} />}
          theirs={theirs && <ComparedSectionsText sections={compared.theirs} />}
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
          {textLocked ? PROTOCOL_MESSAGES.textWhileProcessing : EDITOR_TEXTS.intro}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack ref={fields} gap="md" style={{ minWidth: 0 }}>
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
            {STAGE_RULES.canRebuildSections(protocol.stage) && (
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
          {noSections && (
            <EmptyState text={EDITOR_TEXTS.empty}>
              <Text fz="sm" c="dimmed" ta="center" maw={520}>
                {EDITOR_TEXTS.emptyHint}
              </Text>
            </EmptyState>
          )}
          {/* A save on its way leaves the fields open: what is typed meanwhile stays and goes with the next save. */}
          <SectionListField control={form.control} name="sections" disabled={rebuilding.isLoading || textLocked} />
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
          <EditorActionBar
            notice={notice}
            sticky={!noSections}
            isFinal={isFinal}
            dirty={dirty}
            busy={busy || textLocked}
            saving={submitting ? sending : null}
            finalBlocked={noSections ? EDITOR_TEXTS.finalNeedsSections : null}
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
