import { Button, Collapse, Divider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StartRecordingCallout } from '../../../features/live-recording';
import { SuggestionsReview } from '../../../features/suggestions-review';
import { useVideoUpload, VideoUploadPanel } from '../../../features/video-upload';
import { ProcessingStatus } from '../../../features/video-processing';
import { RerunActions } from '../../../features/video-rerun';
import { SpeakerNamesPanel } from '../../../features/speaker-names';
import type { Protocol } from '../../../entities/protocol';
import { formatTimecode, VIDEO_TEXTS } from '../../../entities/video';
import { formatFileSize } from '../../../shared/lib';
import { SectionCard } from '../../../shared/ui';
import { usePlayerHandle } from '../model/use-player-handle';
import { PLAYER_TEXTS } from '../config/messages';
import { TranscriptPanel, TRANSCRIPT_HEIGHT } from './TranscriptPanel';
import { VideoWithTranscript } from './VideoWithTranscript';

type VideoSource = Pick<
  Protocol,
  | 'id'
  | 'stage'
  | 'stage_error'
  | 'progress'
  | 'video'
  | 'subtitles'
  | 'transcript'
  | 'transcript_edited'
  | 'version'
  | 'processing_note'
  | 'suggested_tasks'
  | 'suggested_members'
  | 'members'
>;

/**
 * `readOnly` (a manager's or an admin's view): the player and the transcript only, with nothing to upload, run,
 * correct, name or accept.
 *
 * «Видео и стенограмма» of the protocol page, the one place of the transcript: upload while there is no video
 * (the transcript can be typed then), processing progress or error with a retry, then the player with the
 * synchronised transcript beside it, and the suggestions found in the recording.
 */
export function ProtocolVideoSection({ protocol, readOnly = false }: { protocol: VideoSource; readOnly?: boolean }) {
  const handle = usePlayerHandle();
  const upload = useVideoUpload(protocol.id);
  const [replacing, setReplacing] = useState(false);
  const failed = protocol.stage === 'error_video_process';
  const showUpload = !readOnly && (!!upload || protocol.stage === 'no_video' || (replacing && failed));
  // The processing state is worth showing above the player while it runs and when it failed.
  const showProcessing = !readOnly && !upload && (STAGE_RULES.isVideoInProgress(protocol.stage) || failed);
  const showPlayer = !!protocol.video && protocol.stage !== 'no_video' && !upload;
  // A run in progress replaces the transcript when it ends: it is not edited meanwhile.
  const editable = !STAGE_RULES.isVideoInProgress(protocol.stage);
  // A link to a moment of the recording (a search hit in the transcript): ?t=<seconds>.
  const [params] = useSearchParams();
  const moment = Number(params.get('t'));
  const hasMoment = params.has('t') && Number.isFinite(moment);
  useEffect(() => {
    if (showPlayer && hasMoment) handle.seek(moment, { reveal: true });
  }, [handle, showPlayer, hasMoment, moment]);
  // On a phone the player and the transcript are folded at first, so the first screen shows the protocol's state
  // and next step; a link to a moment, or a suggestion's «play», unfolds them.
  const phone = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  const foldable = !!phone && showPlayer;
  const folded = foldable && !unfolded && !hasMoment;
  const videoFacts = protocol.video
    ? [
        protocol.video.name,
        formatFileSize(protocol.video.size),
        protocol.video.duration ? formatTimecode(protocol.video.duration) : null,
        protocol.subtitles ? VIDEO_TEXTS.subtitlesAttached(protocol.subtitles.name) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <Stack gap="lg">
      <SectionCard
        title={PLAYER_TEXTS.sectionTitle}
        testId="protocol-video-section"
        aside={
          protocol.video &&
          !showUpload && (
            <Text fz="sm" c="dimmed" truncate maw="70%" title={videoFacts}>
              {videoFacts}
            </Text>
          )
        }
      >
        {showProcessing && (
          <ProcessingStatus protocol={protocol} onUploadAnother={failed && !replacing ? () => setReplacing(true) : undefined} />
        )}
        {!readOnly && protocol.video && !showUpload && STAGE_RULES.canAttachSubtitles(protocol.stage) && <RerunActions protocol={protocol} />}
        {!readOnly && !upload && protocol.stage === 'no_video' && <StartRecordingCallout protocolId={protocol.id} />}
        {showUpload && <VideoUploadPanel protocolId={protocol.id} checkInterrupted={protocol.stage === 'no_video' || failed} />}
        {foldable && (
          <Button
            variant="light"
            fullWidth
            aria-expanded={!folded}
            leftSection={folded ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
            onClick={() => setUnfolded(folded)}
          >
            {folded ? PLAYER_TEXTS.unfold : PLAYER_TEXTS.fold}
          </Button>
        )}
        {showPlayer ? (
          <Collapse in={!folded}>
            <VideoWithTranscript
              protocolId={protocol.id}
              segments={protocol.transcript}
              version={protocol.version}
              editable={editable}
              readOnly={readOnly}
              handle={handle}
            />
          </Collapse>
        ) : (
          <>
            {(showUpload || showProcessing) && <Divider />}
            <TranscriptPanel
              protocolId={protocol.id}
              segments={protocol.transcript}
              version={protocol.version}
              active={-1}
              editable={editable}
              readOnly={readOnly}
              emptyText={readOnly ? PLAYER_TEXTS.transcriptEmptyReader : PLAYER_TEXTS.transcriptEmptyNoVideo}
              height={TRANSCRIPT_HEIGHT}
            />
          </>
        )}
      </SectionCard>
      {!readOnly && !STAGE_RULES.isProcessing(protocol.stage) && protocol.transcript.some((segment) => segment.speaker) && (
        <SpeakerNamesPanel protocol={protocol} />
      )}
      {!readOnly && (
        <SuggestionsReview
          protocol={protocol}
          onPlay={(seconds) => {
            setUnfolded(true);
            handle.seek(seconds, { play: true });
          }}
        />
      )}
    </Stack>
  );
}
