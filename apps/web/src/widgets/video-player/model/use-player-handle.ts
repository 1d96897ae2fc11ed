import { useMemo, useRef } from 'react';

/** Lets parts of the page that are not the player (the transcript, a suggestion's quote) move it. */
export interface PlayerHandle {
  attach(element: HTMLVideoElement | null): void;
  /**
   * Jumps to `seconds`; with `play` also starts playback and brings the player into view, with `reveal` only
   * brings it into view. Asked before the recording is loaded (a link to a moment), it waits for it.
   */
  seek(seconds: number, options?: { play?: boolean; reveal?: boolean }): void;
}

export function usePlayerHandle(): PlayerHandle {
  const element = useRef<HTMLVideoElement | null>(null);
  const pending = useRef<{ seconds: number; play: boolean; reveal: boolean } | null>(null);
  return useMemo<PlayerHandle>(() => {
    const apply = (video: HTMLVideoElement, seconds: number, play: boolean, reveal: boolean) => {
      if (video.readyState < HTMLMediaElement.HAVE_METADATA) {
        // Setting a position before the metadata is known is lost when the source loads.
        pending.current = { seconds, play, reveal };
        video.addEventListener(
          'loadedmetadata',
          () => {
            const wanted = pending.current;
            pending.current = null;
            if (wanted) apply(video, wanted.seconds, wanted.play, wanted.reveal);
          },
          { once: true },
        );
        return;
      }
      video.currentTime = Math.max(0, seconds);
      if (play || reveal) video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      if (!play) return;
      void video.play().catch(() => {
        // Autoplay may be refused; the position is set and the user presses play.
      });
    };
    return {
      attach(video) {
        element.current = video;
        const wanted = pending.current;
        if (video && wanted) {
          pending.current = null;
          apply(video, wanted.seconds, wanted.play, wanted.reveal);
        }
      },
      seek(seconds, { play = false, reveal = false } = {}) {
        const video = element.current;
        if (!video) {
          pending.current = { seconds, play, reveal };
          return;
        }
        apply(video, seconds, play, reveal);
      },
    };
  }, []);
}
