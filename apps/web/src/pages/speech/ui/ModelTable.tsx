import { Anchor, Badge, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { MODEL_STATE_LABELS, downloadProgressLabel, modelSizeLabel } from '@protocolist/contracts/speech';
import {
  useDeleteModelMutation,
  useDownloadModelMutation,
  useSetActiveModelMutation,
  useUploadModelArchiveMutation,
  type SpeechModel,
} from '../../../entities/speech';
import { SPEECH_TEXTS } from '../../../entities/speech';
import { notifyFailure, ResponsiveTable } from '../../../shared/ui';

const STATE_COLORS = { absent: 'gray', downloading: 'blue', verifying: 'violet', ready: 'green', error: 'red' } as const;

/** «загружается 43 % · 100 из 232 МБ», «ошибка: …», «готова». */
function ModelState({ model }: { model: SpeechModel }) {
  const label = MODEL_STATE_LABELS[model.state];
  if (model.state === 'downloading') {
    const share = model.received !== null && model.total ? (model.received / model.total) * 100 : 0;
    return (
      <Stack gap={4} miw={180}>
        <Text fz="sm">{`${label} ${downloadProgressLabel(model.received, model.total)}`}</Text>
        <Progress value={share} size="sm" striped animated aria-label={label} />
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color={STATE_COLORS[model.state]} variant="light">
        {label}
      </Badge>
      {model.error && (
        <Text fz="xs" c="red.8">
          {model.error}
        </Text>
      )}
    </Stack>
  );
}

function useAction() {
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyFailure({ error, title: SPEECH_TEXTS.failed, onRetry: () => void run(action) });
    }
  };
  return run;
}

function ModelActions({ model }: { model: SpeechModel }) {
  const [download, downloading] = useDownloadModelMutation();
  const [upload, uploading] = useUploadModelArchiveMutation();
  const [remove] = useDeleteModelMutation();
  const [activate, activating] = useSetActiveModelMutation();
  const run = useAction();
  const busy = model.state === 'downloading' || model.state === 'verifying';
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: SPEECH_TEXTS.remove,
      children: <Text fz="sm">{SPEECH_TEXTS.removeConfirm(model.title)}</Text>,
      labels: { confirm: SPEECH_TEXTS.remove, cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(() => remove(model.id).unwrap()),
    });
  return (
    <Group gap="xs" wrap="wrap">
      {model.state !== 'ready' && (
        <Button size="xs" leftSection={<IconDownload size={14} />} disabled={busy} loading={downloading.isLoading} onClick={() => void run(() => download(model.id).unwrap())}>
          {SPEECH_TEXTS.download}
        </Button>
      )}
      {model.state !== 'ready' && model.kind !== 'whisper' && (
        <FileButton accept=".bz2,.tar.bz2,application/x-bzip2" onChange={(file) => file && void run(() => upload({ id: model.id, file }).unwrap())}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />} disabled={busy} loading={uploading.isLoading}>
              {SPEECH_TEXTS.upload}
            </Button>
          )}
        </FileButton>
      )}
      {model.state === 'ready' && model.kind === 'gigaam' && !model.active && (
        <Button size="xs" variant="light" leftSection={<IconStar size={14} />} loading={activating.isLoading} onClick={() => void run(() => activate(model.id).unwrap())}>
          {SPEECH_TEXTS.makeMain}
        </Button>
      )}
      {(model.state === 'ready' || model.state === 'error') && (
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={confirmRemove}>
          {SPEECH_TEXTS.remove}
        </Button>
      )}
    </Group>
  );
}

export function ModelTable({ models }: { models: SpeechModel[] }) {
  return (
    <ResponsiveTable minWidth={720}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{SPEECH_TEXTS.columns.model}</Table.Th>
            <Table.Th>{SPEECH_TEXTS.columns.size}</Table.Th>
            <Table.Th>{SPEECH_TEXTS.columns.state}</Table.Th>
            <Table.Th>{SPEECH_TEXTS.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => (
            <Table.Tr key={model.id} data-testid={`model-${model.id}`}>
              <Table.Td data-card="title">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fz="sm" fw={500}>
                      {model.title}
                    </Text>
                    {model.active && (
                      <Badge size="xs" variant="outline">
                        {SPEECH_TEXTS.main}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {model.id} · {SPEECH_TEXTS.licence} {model.licence} ·{' '}
                    <Anchor href={model.page} target="_blank" rel="noreferrer" fz="xs">
                      {SPEECH_TEXTS.source}
                    </Anchor>
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={SPEECH_TEXTS.columns.size}>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>{modelSizeLabel(model.bytes)}</Text>
              </Table.Td>
              <Table.Td data-label={SPEECH_TEXTS.columns.state}>
                <ModelState model={model} />
              </Table.Td>
              <Table.Td data-card="actions">
                <ModelActions model={model} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
