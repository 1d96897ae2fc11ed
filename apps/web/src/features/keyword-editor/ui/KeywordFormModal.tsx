import { Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useWatch } from 'react-hook-form';
import { keywordInput } from '@protocolist/contracts/keywords';
import { VALIDATION } from '@protocolist/contracts/messages';
import {
  keywordAlternatives,
  KEYWORD_PHRASE_MAX,
  KEYWORD_TITLE_MAX,
  KeywordPhrases,
  useCreateKeywordMutation,
  useUpdateKeywordMutation,
  type Keyword,
} from '../../../entities/keyword';
import { PROTOCOL_FIELDS } from '../../../entities/protocol';
import { useDirtyInModal, useModalCancel, useServerForm } from '../../../shared/lib';
import { FormActions, GuardedModal } from '../../../shared/ui';
import { COMMON } from '../../../shared/config';
import { KEYWORD_EDITOR_TEXTS } from '../config/messages';

/** A phrase of separators only («;;») marks nothing: at least one alternative is needed. */
const keywordFormSchema = keywordInput.refine(({ phrase }) => keywordAlternatives(phrase).length > 0, {
  path: ['phrase'],
  message: VALIDATION.required,
});

interface KeywordFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The keyword being edited; absent when adding. */
  keyword?: Keyword | null;
}

/** Add or edit a keyword; closing it over typed text asks first (GuardedModal). */
export function KeywordFormModal({ opened, onClose, keyword }: KeywordFormModalProps) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={keyword ? KEYWORD_EDITOR_TEXTS.editTitle : KEYWORD_EDITOR_TEXTS.createTitle}
      centered
      closeButtonProps={{ 'aria-label': COMMON.close }}
    >
      <KeywordForm key={keyword?.id ?? 'new'} keyword={keyword ?? null} onDone={onClose} />
    </GuardedModal>
  );
}

function KeywordForm({ keyword, onDone }: { keyword: Keyword | null; onDone: () => void }) {
  const [createKeyword] = useCreateKeywordMutation();
  const [updateKeyword] = useUpdateKeywordMutation();
  const { form, submit, submitting, succeeded, failure } = useServerForm({
    schema: keywordFormSchema,
    defaultValues: { title: keyword?.title ?? '', phrase: keyword?.phrase ?? '' },
    onSubmit: async (request) => {
      if (keyword) {
        await updateKeyword({ id: keyword.id, ...request }).unwrap();
        notifications.show({ color: 'green', message: KEYWORD_EDITOR_TEXTS.updated });
      } else {
        await createKeyword(request).unwrap();
        notifications.show({ color: 'green', message: KEYWORD_EDITOR_TEXTS.created });
      }
      onDone();
    },
  });
  const phrase = useWatch({ control: form.control, name: 'phrase' });
  useDirtyInModal(form.formState.isDirty && !succeeded);
  const cancel = useModalCancel(onDone);
  const errors = form.formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label={keyword ? KEYWORD_EDITOR_TEXTS.editTitle : KEYWORD_EDITOR_TEXTS.createTitle}>
      <Stack gap="md">
        <TextInput
          label={PROTOCOL_FIELDS.sectionTitle}
          placeholder={KEYWORD_EDITOR_TEXTS.titlePlaceholder}
          required
          maxLength={KEYWORD_TITLE_MAX}
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={KEYWORD_EDITOR_TEXTS.phrasesLabel}
          description={KEYWORD_EDITOR_TEXTS.phraseHint}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={KEYWORD_PHRASE_MAX}
          error={errors.phrase?.message}
          {...form.register('phrase')}
        />
        {phrase?.trim() && <KeywordPhrases phrase={phrase} />}
        <FormActions
          failure={failure}
          submitting={submitting}
          submitLabel={keyword ? COMMON.save : KEYWORD_EDITOR_TEXTS.create}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}
