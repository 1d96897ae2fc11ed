import { useMemo, useRef } from 'react';

/** Lets parts of the page that are not the player (the transcript, a suggestion's quote) move it. */
export interface PlayerHandle {
  attach(element: HTMLVideoElement | null): void;
  /** Jumps to `seconds`; with `play` also starts playback and brings the player into view. */
  seek(seconds: number, options?: { play?: boolean }): void;
}

export function usePlayerHandle(): PlayerHandle {
  const element = useRef<HTMLVideoElement | null>(null);
  return useMemo<PlayerHandle>(
    () => ({
      attach(video) {
        element.current = video;
      },
      seek(seconds, { play = false } = {}) {
        const video = element.current;
        if (!video) return;
        video.currentTime = Math.max(0, seconds);
        if (!play) return;
        video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        void video.play().catch(() => {
          // Autoplay may be refused; the position is set and the user presses play.
        });
      },
    }),
    [],
  );
}
