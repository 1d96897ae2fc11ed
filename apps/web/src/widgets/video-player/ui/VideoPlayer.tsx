import { AspectRatio, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FailureAlert, queryFailure } from '../../../shared/ui';
import type { PlayerHandle } from '../model/use-player-handle';
import { useSignedVideoUrl } from '../model/use-signed-video-url';
import { PLAYER_TEXTS } from '../config/messages';

interface VideoPlayerProps {
  protocolId: number;
  handle: PlayerHandle;
  /** Current playback position, on every timeupdate and seek. */
  onTime: (seconds: number) => void;
}

/**
 * The recording through a short-lived signed link. A renewed link replaces the old one without losing the
 * position or stopping playback.
 */
export function VideoPlayer({ protocolId, handle, onTime }: VideoPlayerProps) {
  const { url, isError, error, refetch, renew } = useSignedVideoUrl(protocolId);
  const video = useRef<HTMLVideoElement>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    handle.attach(video.current);
    return () => handle.attach(null);
  }, [handle, url]);

  useEffect(() => {
    const element = video.current;
    if (!element || !url) return undefined;
    setBroken(false);
    if (!element.getAttribute('src')) {
      element.src = url;
      return undefined;
    }
    const position = element.currentTime;
    const playing = !element.paused;
    element.src = url;
    const restore = () => {
      element.currentTime = position;
      if (playing) void element.play().catch(() => {});
    };
    element.addEventListener('loadedmetadata', restore, { once: true });
    return () => element.removeEventListener('loadedmetadata', restore);
  }, [url]);

  if (isError) return <FailureAlert {...queryFailure({ error, refetch }, PLAYER_TEXTS.loadFailed)} />;

  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9} bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {url ? (
          <video
            ref={video}
            controls
            preload="metadata"
            playsInline
            aria-label={PLAYER_TEXTS.video}
            data-testid="protocol-video"
            style={{ width: '100%', height: '100%', background: 'black' }}
            onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
            onSeeked={(event) => onTime(event.currentTarget.currentTime)}
            onError={() => setBroken(!renew())}
          />
        ) : (
          <Center>
            <Loader color="gray.4" aria-label={PLAYER_TEXTS.video} />
          </Center>
        )}
      </AspectRatio>
      {broken && (
        <FailureAlert
          message={PLAYER_TEXTS.loadFailed}
          onRetry={() => {
            renew(true);
            setBroken(false);
            video.current?.load();
          }}
        />
      )}
    </Stack>
  );
}
