import { CloseButton, FileInput, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { SUBTITLES_ACCEPT, VIDEO_ACCEPT } from '../../../shared/config';
import type { VideoFiles } from '../model/upload-manager';
import { checkMediaFile } from '../model/media-check';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';
import { FileSummary } from './FileSummary';

const SUBTITLE_EXTENSIONS = ['.vtt', '.srt'];

function isSubtitlesFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return SUBTITLE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

interface VideoFilesFieldProps {
  value: VideoFiles;
  onChange: (files: VideoFiles) => void;
  /** Offer «Использовать мой файл стенограммы» beside the video (not when resuming an upload). */
  withSubtitles?: boolean;
  disabled?: boolean;
}

/** The meeting recording (drag and drop or pick) and, optionally, the secretary's own subtitles file. */
export function VideoFilesField({ value, onChange, withSubtitles = true, disabled = false }: VideoFilesFieldProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // The file's own bytes are looked at before it is taken: a document or a picture is refused with its name,
  // before any upload starts.
  const pickVideo = async (file: File | undefined) => {
    if (!file) return;
    setRejected(null);
    setChecking(true);
    const verdict = await checkMediaFile(file);
    setChecking(false);
    if (verdict.media) onChange({ ...value, video: file });
    else setRejected(VIDEO_UPLOAD_TEXTS.notMediaPicked(file.name, verdict.detected));
  };
  const [subtitlesError, setSubtitlesError] = useState<string | null>(null);

  const pickSubtitles = (file: File | null) => {
    if (file && !isSubtitlesFile(file)) {
      setSubtitlesError(VIDEO_UPLOAD_TEXTS.subtitlesWrongType);
      onChange({ ...value, subtitles: null });
      return;
    }
    setSubtitlesError(null);
    onChange({ ...value, subtitles: file });
  };

  return (
    <Stack gap="sm">
      {value.video ? (
        <ChosenFile file={value.video} disabled={disabled} onRemove={() => onChange({ ...value, video: null })} />
      ) : (
        <Dropzone
          onDrop={(files) => void pickVideo(files[0])}
          onReject={(rejections) =>
            setRejected(rejections[0] ? VIDEO_UPLOAD_TEXTS.notMediaPicked(rejections[0].file.name, null) : VIDEO_UPLOAD_TEXTS.dropReject)
          }
          loading={checking}
          accept={VIDEO_ACCEPT}
          multiple={false}
          // The plain file input (not the File System Access picker): same dialog, works in every browser.
          useFsAccessApi={false}
          disabled={disabled}
          radius="md"
          data-testid="video-dropzone"
          inputProps={{ 'aria-label': VIDEO_UPLOAD_TEXTS.dropTitle }}
        >
          <Group justify="center" gap="lg" mih={120} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={44} stroke={1.5} color="var(--mantine-color-purple-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconMovie size={44} stroke={1.5} color="var(--mantine-color-purple-4)" />
            </Dropzone.Idle>
            <div style={{ minWidth: 0 }}>
              <Text fz="md" fw={500}>
                {VIDEO_UPLOAD_TEXTS.dropTitle}
              </Text>
              <Text fz="sm" c="purple.7">
                {VIDEO_UPLOAD_TEXTS.dropAction}
              </Text>
              <Text fz="xs" c="dimmed" mt={6} maw={520}>
                {VIDEO_UPLOAD_TEXTS.dropHint}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {checking && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {VIDEO_UPLOAD_TEXTS.checking}
          </Text>
        </Group>
      )}
      {rejected && (
        <Text fz="sm" c="red" role="alert" data-testid="video-rejected">
          {rejected}
        </Text>
      )}
      {withSubtitles && (
        <FileInput
          label={VIDEO_UPLOAD_TEXTS.subtitlesLabel}
          description={VIDEO_UPLOAD_TEXTS.subtitlesHint}
          placeholder={VIDEO_UPLOAD_TEXTS.subtitlesChoose}
          accept={SUBTITLES_ACCEPT.join(',')}
          leftSection={<IconFileText size={18} stroke={1.5} />}
          clearable
          disabled={disabled}
          value={value.subtitles}
          error={subtitlesError}
          onChange={pickSubtitles}
        />
      )}
    </Stack>
  );
}

function ChosenFile({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="chosen-video">
      <Group justify="space-between" wrap="nowrap">
        <FileSummary icon={<IconMovie size={20} stroke={1.5} />} name={file.name} size={file.size} />
        <CloseButton aria-label={VIDEO_UPLOAD_TEXTS.removeFile} disabled={disabled} onClick={onRemove} />
      </Group>
    </Paper>
  );
}
