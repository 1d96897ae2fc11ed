import { Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { DraftPreviewRequest } from '@protocolist/contracts/documents';
import { useGetDraftPreviewQuery } from '../api/document-api';
import { DocumentPaper } from './DocumentPaper';

const FOLLOW_TYPING_MS = 600;

/**
 * The protocol's document as the PDF will draw it, from the editor's text as typed (a moment after the last
 * keystroke). Without the server (offline, an error) it shows `fallback`, the browser's own sketch of the text.
 */
export function LiveDocumentPreview({ protocolId, text, fallback }: { protocolId: number; text: DraftPreviewRequest; fallback: ReactNode }) {
  const [settled] = useDebouncedValue(text, FOLLOW_TYPING_MS);
  const preview = useGetDraftPreviewQuery({ protocolId, text: settled });
  // The last document drawn stays while the next one is on its way.
  if (preview.data && !preview.isError) return <DocumentPaper blocks={preview.data.blocks} />;
  if (preview.isLoading) return <Skeleton h={480} radius="md" data-testid="document-preview-loading" />;
  return <>{fallback}</>;
}
