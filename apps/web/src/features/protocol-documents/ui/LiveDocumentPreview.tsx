import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import type { DraftPreviewRequest } from '@protocolist/contracts/documents';
import { onReconnect } from '../../../shared/api';
import { useGetDraftPreviewQuery } from '../api/document-api';
import { DOCUMENT_TEXTS } from '../config/messages';
import { DocumentPaper } from './DocumentPaper';

const FOLLOW_TYPING_MS = 600;

/**
 * The protocol's document as the PDF will draw it, from the editor's text as typed (a moment after the last
 * keystroke). Without the server (offline, an error) it shows `fallback`, the browser's own sketch of the text,
 * until the server draws it again: at the next edit, or as soon as the connection returns.
 */
export function LiveDocumentPreview({ protocolId, text, fallback }: { protocolId: number; text: DraftPreviewRequest; fallback: ReactNode }) {
  const [settled] = useDebouncedValue(text, FOLLOW_TYPING_MS);
  const preview = useGetDraftPreviewQuery({ protocolId, text: settled });
  const { isError, refetch } = preview;
  // A preview that could not reach the server is asked for again once it answers.
  useEffect(() => (isError ? onReconnect(() => void refetch()) : undefined), [isError, refetch]);
  // The last document drawn stays while the next one is on its way.
  if (preview.data && !preview.isError) return <DocumentPaper blocks={preview.data.blocks} />;
  if (preview.isLoading) return <Skeleton h={480} radius="md" data-testid="document-preview-loading" />;
  // The sketch looks different from the document: the user is told why.
  return (
    <Stack gap="sm">
      <Alert color="gray" variant="light" icon={<IconCloudOff size={18} />} role="status" data-testid="document-preview-sketch">
        {DOCUMENT_TEXTS.offlineSketch}
      </Alert>
      {fallback}
    </Stack>
  );
}
