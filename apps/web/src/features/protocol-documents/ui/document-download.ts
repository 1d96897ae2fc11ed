import { IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { PROTOCOL_ACTION_TEXTS } from '../../../shared/config';
import { notifyFailure } from '../../../shared/ui';
import { useDownloadProtocolDocumentMutation, type DocumentFormat } from '../api/document-api';

const BUTTONS: { format: DocumentFormat; label: string; icon: typeof IconFileTypePdf }[] = [
  { format: 'pdf', label: PROTOCOL_ACTION_TEXTS.downloadPdf, icon: IconFileTypePdf },
  { format: 'docx', label: PROTOCOL_ACTION_TEXTS.downloadDocx, icon: IconFileTypeDocx },
];

/** «Скачать PDF» / «Скачать DOCX»: available in every stage (missing parts are simply left out). */
export const DOCUMENT_DOWNLOADS = BUTTONS;

/** Downloads the protocol's document; a failure is told with «Повторить». */
export function useDocumentDownload(protocolId: number) {
  const [download] = useDownloadProtocolDocumentMutation();
  const [pending, setPending] = useState<DocumentFormat | null>(null);

  const run = async (format: DocumentFormat) => {
    setPending(format);
    try {
      await download({ protocolId, format }).unwrap();
    } catch (error) {
      notifyFailure({ error, title: PROTOCOL_ACTION_TEXTS.downloadFailed, onRetry: () => void run(format) });
    } finally {
      setPending(null);
    }
  };
  return { download: run, pending };
}
