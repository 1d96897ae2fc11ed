import { VIDEO_TEXTS } from '../../../entities/video';
import { SectionCard } from '../../../shared/ui';
import type { VideoFiles } from '../model/upload-manager';
import { VideoFilesField } from './VideoFilesField';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';

/** «Видео» block of the new-protocol form: the upload itself starts once the protocol is saved. */
export function VideoFilesSection({ value, onChange }: { value: VideoFiles; onChange: (files: VideoFiles) => void }) {
  return (
    <SectionCard title={VIDEO_TEXTS.sectionTitle} hint={VIDEO_UPLOAD_TEXTS.optionalHint}>
      <VideoFilesField value={value} onChange={onChange} />
    </SectionCard>
  );
}
