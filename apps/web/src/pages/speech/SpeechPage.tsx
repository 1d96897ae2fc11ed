import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useGetSpeechQuery } from '../../entities/speech';
import { PAGE_TITLES } from '../../shared/config';
import { SPEECH_TEXTS } from '../../entities/speech';
import { FailureAlert, LoadingRows, PageFrame, queryFailure, SectionCard } from '../../shared/ui';
import { CheckCard } from './ui/CheckCard';
import { ModelTable } from './ui/ModelTable';

/** The administrator's page: which engine recognises speech, each model's state and actions, a quick check. */
export function SpeechPage() {
  const speech = useGetSpeechQuery();
  const { data, isLoading } = speech;
  const groups = data && [
    { title: SPEECH_TEXTS.recognition, models: data.models.filter((model) => model.kind === 'gigaam') },
    { title: SPEECH_TEXTS.diarization, models: data.models.filter((model) => model.kind.startsWith('diarization')) },
    { title: SPEECH_TEXTS.whisper, models: data.models.filter((model) => model.kind === 'whisper') },
  ];
  return (
    <PageFrame title={PAGE_TITLES.speech}>
      {isLoading && <LoadingRows height={48} />}
      {speech.isError && <FailureAlert {...queryFailure(speech, SPEECH_TEXTS.loadFailed)} />}
      {data && (
        <>
          <SectionCard title={SPEECH_TEXTS.engine}>
            <Text fw={500} data-testid="speech-engine">
              {data.engine_label}
            </Text>
            {data.engine === 'subtitles' ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} data-testid="speech-subtitles-only">
                {SPEECH_TEXTS.subtitlesOnly}
              </Alert>
            ) : data.ready ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
                {SPEECH_TEXTS.ready}
              </Alert>
            ) : (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="status" data-testid="speech-not-ready">
                {SPEECH_TEXTS.notReady}
              </Alert>
            )}
            {data.engine !== 'subtitles' && (data.model_dir_override || !data.ready) && (
              <Text fz="sm" c="dimmed">
                {data.model_dir_override ? SPEECH_TEXTS.engineFromDir : data.auto_download ? SPEECH_TEXTS.autoDownloadOn : SPEECH_TEXTS.autoDownloadOff}
              </Text>
            )}
          </SectionCard>
          {groups!
            .filter((group) => group.models.length > 0)
            .map((group) => (
              <SectionCard key={group.title} title={group.title}>
                <ModelTable models={group.models} />
              </SectionCard>
            ))}
          <SectionCard title={SPEECH_TEXTS.check}>
            <CheckCard ready={data.ready} />
          </SectionCard>
        </>
      )}
    </PageFrame>
  );
}
