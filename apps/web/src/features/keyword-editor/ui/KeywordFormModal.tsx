import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  KEYWORD_PHRASE_MAX,
  KEYWORD_TITLE_MAX,
  KeywordPhrases,
  useCreateKeywordMutation,
  useUpdateKeywordMutation,
  type Keyword,
} from '../../../entities/keyword';
import { COMMON, KEYWORDS_TEXTS, PROTOCOL_FIELDS, VALIDATION } from '../../../shared/config';
import { applyServerErrors, requiredString } from '../../../shared/lib';
import { FailureAlert } from '../../../shared/ui';

const keywordFormSchema = z.object({
  title: requiredString().max(KEYWORD_TITLE_MAX, VALIDATION.maxLength(KEYWORD_TITLE_MAX)),
  phrase: requiredString()
    .max(KEYWORD_PHRASE_MAX, VALIDATION.maxLength(KEYWORD_PHRASE_MAX))
    .refine((value) => value.split(';').some((part) => part.trim()), VALIDATION.required),
});
type KeywordFormValues = z.input<typeof keywordFormSchema>;
const FIELDS = ['title', 'phrase'] as const;

export interface KeywordFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The keyword being edited; absent when adding. */
  keyword?: Keyword | null;
}

export function KeywordFormModal({ opened, onClose, keyword }: KeywordFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={keyword ? KEYWORDS_TEXTS.editTitle : KEYWORDS_TEXTS.createTitle} centered>
      <KeywordForm key={keyword?.id ?? 'new'} keyword={keyword ?? null} onDone={onClose} />
    </Modal>
  );
}

function KeywordForm({ keyword, onDone }: { keyword: Keyword | null; onDone: () => void }) {
  const [createKeyword, creating] = useCreateKeywordMutation();
  const [updateKeyword, updating] = useUpdateKeywordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<KeywordFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(keywordFormSchema),
    defaultValues: { title: keyword?.title ?? '', phrase: keyword?.phrase ?? '' },
  });
  const phrase = useWatch({ control: form.control, name: 'phrase' });
  const errors = form.formState.errors;
  const busy = creating.isLoading || updating.isLoading;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = { title: values.title.trim(), phrase: values.phrase.trim() };
    try {
      if (keyword) {
        await updateKeyword({ id: keyword.id, ...body }).unwrap();
        notifications.show({ color: 'green', message: KEYWORDS_TEXTS.updated });
      } else {
        await createKeyword(body).unwrap();
        notifications.show({ color: 'green', message: KEYWORDS_TEXTS.created });
      }
      onDone();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={keyword ? KEYWORDS_TEXTS.editTitle : KEYWORDS_TEXTS.createTitle}>
      <Stack gap="md">
        <TextInput
          label={PROTOCOL_FIELDS.sectionTitle}
          placeholder={KEYWORDS_TEXTS.titlePlaceholder}
          required
          maxLength={KEYWORD_TITLE_MAX}
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={KEYWORDS_TEXTS.phrasesLabel}
          description={KEYWORDS_TEXTS.phraseHint}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={KEYWORD_PHRASE_MAX}
          error={errors.phrase?.message}
          {...form.register('phrase')}
        />
        {phrase?.trim() && <KeywordPhrases phrase={phrase} />}
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COMMON.saving : keyword ? COMMON.save : KEYWORDS_TEXTS.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
