import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import { keywordPreviewRequest } from '@protocolist/contracts/keywords';
import { useWatch } from 'react-hook-form';
import { usePreviewKeywordsMutation, type KeywordPreviewSection } from '../../../entities/keyword';
import { useServerForm } from '../../../shared/lib';
import { SectionCard } from '../../../shared/ui';
import { KEYWORD_PREVIEW_TEXTS } from '../config/messages';

/** «Проверить на тексте»: the server cuts a sample by the saved keywords, the same way it cuts transcripts. */
export function KeywordPreview() {
  const [sections, setSections] = useState<KeywordPreviewSection[] | null>(null);
  const [preview] = usePreviewKeywordsMutation();
  const { form, submit, submitting } = useServerForm({
    schema: keywordPreviewRequest,
    defaultValues: { text: '' },
    onSubmit: async ({ text }) => {
      try {
        setSections(await preview(text).unwrap());
      } catch (error) {
        setSections(null);
        throw error;
      }
    },
    // The sample's own field tells what went wrong.
    failureField: 'text',
    failureMessage: KEYWORD_PREVIEW_TEXTS.failed,
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const onlyIntroduction = sections !== null && sections.length <= 1;

  return (
    <SectionCard title={KEYWORD_PREVIEW_TEXTS.title} hint={KEYWORD_PREVIEW_TEXTS.hint}>
      <form onSubmit={submit} noValidate aria-label={KEYWORD_PREVIEW_TEXTS.title}>
        <Stack gap="sm">
          <Textarea
            label={KEYWORD_PREVIEW_TEXTS.label}
            placeholder={KEYWORD_PREVIEW_TEXTS.placeholder}
            autosize
            minRows={4}
            maxRows={12}
            error={form.formState.errors.text?.message}
            {...form.register('text')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              leftSection={<IconTestPipe size={18} />}
              disabled={!text.trim()}
              loading={submitting}
            >
              {KEYWORD_PREVIEW_TEXTS.run}
            </Button>
          </Group>
        </Stack>
      </form>
      {sections && (
        <Stack gap="xs" data-testid="keyword-preview">
          {onlyIntroduction && (
            <Alert color="yellow" variant="light">
              {KEYWORD_PREVIEW_TEXTS.empty}
            </Alert>
          )}
          {sections.map((section, index) => (
            <Paper key={index} withBorder radius="sm" p="sm" bg="gray.0" data-testid="preview-section">
              <Badge variant="light" radius="sm" mb={6} tt="none" size="md">
                {section.key}
              </Badge>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {section.value || '—'}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
