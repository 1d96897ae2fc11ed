import { Paper, Stack, Text, Title } from '@mantine/core';
import { VIDEO_TEXTS } from '../../../entities/video';
import type { VideoFiles } from '../model/upload-manager';
import { VideoFilesField } from './VideoFilesField';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';

/** «Видео» block of the new-protocol form: the upload itself starts once the protocol is saved. */
export function VideoFilesSection({ value, onChange }: { value: VideoFiles; onChange: (files: VideoFiles) => void }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {VIDEO_TEXTS.sectionTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {VIDEO_UPLOAD_TEXTS.optionalHint}
          </Text>
        </div>
        <VideoFilesField value={value} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
