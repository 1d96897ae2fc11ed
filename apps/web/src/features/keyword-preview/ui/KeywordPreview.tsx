import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { keywordPreviewRequest, usePreviewKeywordsMutation, type KeywordPreviewSection } from '../../../entities/keyword';
import { KEYWORDS_TEXTS } from '../../../shared/config';
import { useServerForm } from '../../../shared/lib';

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
    failureMessage: KEYWORDS_TEXTS.previewFailed,
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const onlyIntroduction = sections !== null && sections.length <= 1;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {KEYWORDS_TEXTS.previewTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {KEYWORDS_TEXTS.previewHint}
          </Text>
        </div>
        <form onSubmit={submit} noValidate aria-label={KEYWORDS_TEXTS.previewTitle}>
          <Stack gap="sm">
            <Textarea
              label={KEYWORDS_TEXTS.previewLabel}
              placeholder={KEYWORDS_TEXTS.previewPlaceholder}
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
                {KEYWORDS_TEXTS.previewRun}
              </Button>
            </Group>
          </Stack>
        </form>
        {sections && (
          <Stack gap="xs" data-testid="keyword-preview">
            {onlyIntroduction && (
              <Alert color="yellow" variant="light">
                {KEYWORDS_TEXTS.previewEmpty}
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
      </Stack>
    </Paper>
  );
}
