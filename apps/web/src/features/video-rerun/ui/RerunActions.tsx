import { Alert, Button, Checkbox, FileButton, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconRefresh } from '@tabler/icons-react';
import type { SpeechEngineName } from '@protocolist/contracts/speech';
import { useState } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { useGetSpeechEnginesQuery } from '../../../entities/speech';
import { useUploadSubtitlesMutation } from '../../../entities/upload';
import { processingProgressChanged, useRerunRecognitionMutation } from '../../../entities/video';
import { baseApi } from '../../../shared/api';
import { notifyFailure } from '../../../shared/ui';
import { RERUN_TEXTS } from '../config/messages';
import { useAppDispatch } from '../../../shared/lib';

type RerunSource = Pick<Protocol, 'id' | 'transcript_edited'>;

/** «Прикрепить стенограмму» and «Распознать заново» for a video that is uploaded and not being processed. */
export function RerunActions({ protocol }: { protocol: RerunSource }) {
  const dispatch = useAppDispatch();
  const [opened, { open, close }] = useDisclosure(false);
  const [engine, setEngine] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const { data: engines } = useGetSpeechEnginesQuery(undefined, { skip: !opened });
  const [uploadSubtitles, uploading] = useUploadSubtitlesMutation();
  const [rerun, starting] = useRerunRecognitionMutation();

  const attach = async (file: File | null) => {
    if (!file) return;
    try {
      await uploadSubtitles({ protocolId: protocol.id, file }).unwrap();
      dispatch(baseApi.util.invalidateTags([{ type: 'Protocol', id: protocol.id }]));
      notifications.show({ color: 'green', message: RERUN_TEXTS.subtitlesAttached });
    } catch (error) {
      notifyFailure({ error, title: RERUN_TEXTS.attachFailed, onRetry: () => void attach(file) });
    }
  };

  const start = async () => {
    try {
      await rerun({
        id: protocol.id,
        ...(engine ? { engine: engine as SpeechEngineName } : {}),
        ...(protocol.transcript_edited ? { replace_transcript: replace } : {}),
      }).unwrap();
      dispatch(processingProgressChanged({ protocolId: protocol.id, progress: 0 }));
      notifications.show({ color: 'green', message: RERUN_TEXTS.started });
      close();
    } catch (error) {
      notifyFailure({ error, title: RERUN_TEXTS.startFailed, onRetry: () => void start() });
    }
  };

  return (
    <>
      <Group gap="xs">
        <FileButton accept=".vtt,.srt,text/vtt" onChange={(file) => void attach(file)}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconFileText size={14} />} loading={uploading.isLoading}>
              {RERUN_TEXTS.attachSubtitles}
            </Button>
          )}
        </FileButton>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={open}>
          {RERUN_TEXTS.rerun}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={RERUN_TEXTS.title}>
        <Stack gap="md">
          <Select
            label={RERUN_TEXTS.engine}
            placeholder={RERUN_TEXTS.engineDefault}
            data={(engines ?? []).map((choice) => ({ value: choice.id, label: choice.label }))}
            value={engine}
            onChange={setEngine}
            clearable
          />
          {protocol.transcript_edited && (
            <Alert color="orange" variant="light">
              <Stack gap="xs">
                {RERUN_TEXTS.editedWarning}
                <Checkbox label={RERUN_TEXTS.replace} checked={replace} onChange={(event) => setReplace(event.currentTarget.checked)} />
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {RERUN_TEXTS.cancel}
            </Button>
            <Button loading={starting.isLoading} onClick={() => void start()}>
              {RERUN_TEXTS.start}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
