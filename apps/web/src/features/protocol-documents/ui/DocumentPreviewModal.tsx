import { Alert, Box, Button, Checkbox, Group, Modal, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { DOCUMENT_FORM_LABELS, DOCUMENT_FORMS, type DocumentFormName } from '@protocolist/contracts/documents';
import { useState } from 'react';
import { PROTOCOL_ACTION_TEXTS } from '../../../shared/config';
import { FailureAlert, notifyFailure, queryFailure } from '../../../shared/ui';
import { useDownloadProtocolDocumentMutation, useGetDocumentPreviewQuery, type DocumentFormat } from '../api/document-api';
import { DOCUMENT_TEXTS } from '../config/messages';
import { DocumentPaper } from './DocumentPaper';

/** The protocol as it will print (full, short or an extract) with its downloads: in the dialog, or on a reader's page. */
export function DocumentPreview({ protocolId }: { protocolId: number }) {
  const [form, setForm] = useState<DocumentFormName>('full');
  const [chosen, setChosen] = useState<string[]>([]);
  // The full form lists the items an extract can be made of.
  const full = useGetDocumentPreviewQuery({ protocolId, form: 'full' }, { refetchOnMountOrArgChange: true });
  const agendaItems = full.data?.items ?? [];
  // With one question there is nothing to choose: the extract is of it.
  const onlyItem = agendaItems.length === 1 ? agendaItems[0]! : null;
  const items = onlyItem ? [onlyItem.number] : chosen.map(Number).sort((a, b) => a - b);
  const waitingForItems = form === 'extract' && items.length === 0;
  const preview = useGetDocumentPreviewQuery({ protocolId, form, items }, { skip: form === 'full' || waitingForItems });
  const shown = form === 'full' ? full : preview;
  const [download] = useDownloadProtocolDocumentMutation();
  const [pending, setPending] = useState<DocumentFormat | null>(null);

  const save = async (format: DocumentFormat) => {
    setPending(format);
    try {
      await download({ protocolId, format, form, items }).unwrap();
    } catch (error) {
      notifyFailure({ error, title: PROTOCOL_ACTION_TEXTS.downloadFailed, onRetry: () => void save(format) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={DOCUMENT_TEXTS.form}
        value={form}
        onChange={(value) => setForm(value as DocumentFormName)}
        data={DOCUMENT_FORMS.map((value) => ({ value, label: DOCUMENT_FORM_LABELS[value] }))}
        fullWidth
      />
      {form === 'extract' &&
        (agendaItems.length === 0 ? (
          <Alert color="gray">{DOCUMENT_TEXTS.noItems}</Alert>
        ) : onlyItem ? (
          <Text size="sm" data-testid="extract-only-item">
            {DOCUMENT_TEXTS.onlyItem(DOCUMENT_TEXTS.item(onlyItem.number, onlyItem.title))}
          </Text>
        ) : (
          <Checkbox.Group label={DOCUMENT_TEXTS.extractItems} description={DOCUMENT_TEXTS.extractHint} value={chosen} onChange={setChosen}>
            <Stack gap={6} mt="xs">
              {agendaItems.map((item) => (
                <Checkbox key={item.number} value={String(item.number)} label={DOCUMENT_TEXTS.item(item.number, item.title)} />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
      <Group gap="xs">
        {(
          [
            ['pdf', PROTOCOL_ACTION_TEXTS.downloadPdf, IconFileTypePdf],
            ['docx', PROTOCOL_ACTION_TEXTS.downloadDocx, IconFileTypeDocx],
          ] as const
        ).map(([format, label, FormatIcon]) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'filled' : 'default'}
            leftSection={<FormatIcon size={18} />}
            loading={pending === format}
            disabled={waitingForItems || (pending !== null && pending !== format)}
            onClick={() => void save(format)}
          >
            {label}
          </Button>
        ))}
        {waitingForItems && agendaItems.length > 0 && (
          <Text size="sm" c="dimmed">
            {DOCUMENT_TEXTS.pickItem}
          </Text>
        )}
      </Group>
      {/* A plain scrolling box: the sheet narrows to a phone's width (a table-display scroll area would widen it). */}
      <Box mah="70vh" style={{ overflowY: 'auto', overflowX: 'hidden', minWidth: 0 }}>
        <div style={{ padding: 8, background: 'var(--mantine-color-gray-1)' }}>
          {waitingForItems ? null : shown.isError ? (
            <FailureAlert {...queryFailure(shown, DOCUMENT_TEXTS.failed)} />
          ) : shown.data && !shown.isFetching ? (
            <DocumentPaper blocks={shown.data.blocks} />
          ) : (
            <Stack gap="sm" p="xl" aria-label={DOCUMENT_TEXTS.loading} aria-busy>
              <Skeleton h={20} w="50%" mx="auto" />
              <Skeleton h={20} w="30%" mx="auto" />
              <Skeleton h={14} />
              <Skeleton h={14} />
              <Skeleton h={14} w="80%" />
            </Stack>
          )}
        </div>
      </Box>
    </Stack>
  );
}

/** «Предпросмотр документа»: the protocol as it will print (full, short or an extract), then download. */
export function DocumentPreviewModal({ protocolId, opened, onClose }: { protocolId: number; opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={DOCUMENT_TEXTS.previewTitle} size="60rem" fullScreen={narrow}>
      {opened && <DocumentPreview protocolId={protocolId} />}
    </Modal>
  );
}
