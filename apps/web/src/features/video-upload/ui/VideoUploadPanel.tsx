import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconUpload } from '@tabler/icons-react';
import type { UploadStatus } from '@protocolist/contracts/uploads';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetUploadStatusQuery } from '../../../entities/upload';
import { browserStorage, formatFileSize, useAppDispatch } from '../../../shared/lib';
import { NO_VIDEO_FILES, startVideoUpload, type VideoFiles } from '../model/upload-manager';
import { readUploadDescriptor } from '../model/upload-descriptor';
import { selectVideoUpload } from '../model/video-upload-slice';
import { UploadProgressCard } from './UploadProgressCard';
import { VideoFilesField } from './VideoFilesField';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';

type UploadSliceState = Parameters<typeof selectVideoUpload>[0];

/** The part of the server's answer that tells an interrupted upload: some chunks, not all. */
function interruptedShare(status: UploadStatus | undefined): number | null {
  if (!status?.total_chunks || status.received.length === 0 || status.received.length >= status.total_chunks) return null;
  return Math.floor((status.received.length / status.total_chunks) * 100);
}

/**
 * «Видео» of a protocol that has none yet (or whose processing failed): the upload running in this tab, an
 * interrupted one to continue with the same file, or a new one.
 */
export function VideoUploadPanel({ protocolId, checkInterrupted = true }: { protocolId: number; checkInterrupted?: boolean }) {
  const upload = useSelector((state: UploadSliceState) => selectVideoUpload(state, protocolId));
  const status = useGetUploadStatusQuery(protocolId, { skip: !!upload || !checkInterrupted, refetchOnMountOrArgChange: true });
  if (upload) return <UploadProgressCard protocolId={protocolId} upload={upload} />;
  const share = interruptedShare(status.data);
  if (share !== null) return <ResumeUpload protocolId={protocolId} share={share} />;
  return <NewUpload protocolId={protocolId} />;
}

function NewUpload({ protocolId }: { protocolId: number }) {
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<VideoFiles>(NO_VIDEO_FILES);
  return (
    <Stack gap="md">
      <VideoFilesField value={files} onChange={setFiles} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={18} />}
          disabled={!files.video}
          onClick={() => void dispatch(startVideoUpload(protocolId, files))}
        >
          {VIDEO_UPLOAD_TEXTS.upload}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * After a reload the File is gone: the same file picked again continues where the upload stopped, and the
 * secretary's own transcript file can be added here too, as with a new upload.
 */
function ResumeUpload({ protocolId, share }: { protocolId: number; share: number }) {
  const dispatch = useAppDispatch();
  const remembered = readUploadDescriptor(browserStorage(), protocolId);
  const [files, setFiles] = useState<VideoFiles>(NO_VIDEO_FILES);

  return (
    <Stack gap="md" data-testid="video-upload-interrupted">
      <Alert color="yellow" variant="light" icon={<IconPlayerPause size={20} />} title={VIDEO_UPLOAD_TEXTS.interrupted}>
        <Stack gap={6}>
          {remembered && (
            <Text fz="sm" fw={500}>
              {remembered.name} · {formatFileSize(remembered.size)}
            </Text>
          )}
          <Progress value={share} size="sm" radius="xl" color="yellow" aria-label={VIDEO_UPLOAD_TEXTS.interruptedReceived(share)} />
          <Text fz="sm">{VIDEO_UPLOAD_TEXTS.interruptedReceived(share)}</Text>
        </Stack>
      </Alert>
      {/* Another file than the remembered one simply starts over: the manager resumes only the very same file. */}
      <VideoFilesField value={files} onChange={setFiles} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlayerPlay size={18} />}
          disabled={!files.video}
          onClick={() => void dispatch(startVideoUpload(protocolId, files))}
        >
          {VIDEO_UPLOAD_TEXTS.resumeUpload}
        </Button>
      </Group>
    </Stack>
  );
}
