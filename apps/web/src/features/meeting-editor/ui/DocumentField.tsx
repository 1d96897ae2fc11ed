import { ActionIcon, Button, FileInput, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { MeetingDocumentLink, type MeetingDocument } from '../../../entities/meeting';
import { DOCUMENT_ACCEPT } from '../model/document-check';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface DocumentFieldProps {
  /** The attachment the meeting has now. */
  current: MeetingDocument | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  error: string | null;
}

/** The meeting's attachment: the current one (download, remove) and a file input to add or replace it. */
export function DocumentField({ current, file, onFileChange, removed, onRemovedChange, error }: DocumentFieldProps) {
  const showCurrent = current && !file;
  return (
    <Stack gap={6}>
      <FileInput
        label={MEETING_EDITOR_TEXTS.fields.document}
        placeholder={MEETING_EDITOR_TEXTS.placeholders.document}
        description={MEETING_EDITOR_TEXTS.documentHint}
        accept={DOCUMENT_ACCEPT}
        leftSection={<IconPaperclip size={16} />}
        clearable
        value={file}
        onChange={onFileChange}
        error={error}
      />
      {showCurrent && (
        <Paper withBorder radius="md" px="sm" py={6} bg={removed ? 'gray.0' : undefined} data-testid="current-document">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {removed ? (
              <Text fz="sm" c="dimmed" td="line-through" truncate>
                {current.name}
              </Text>
            ) : (
              <MeetingDocumentLink document={current} />
            )}
            {removed ? (
              <Group gap="xs" wrap="nowrap">
                <Text fz="xs" c="red.7">
                  {MEETING_EDITOR_TEXTS.document.willBeRemoved}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => onRemovedChange(false)}>
                  {MEETING_EDITOR_TEXTS.document.restore}
                </Button>
              </Group>
            ) : (
              <Tooltip label={MEETING_EDITOR_TEXTS.document.remove}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={MEETING_EDITOR_TEXTS.document.remove}
                  onClick={() => onRemovedChange(true)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
