import { useEffect, type RefObject } from 'react';

/**
 * Writes the microphone's loudness (0–100, RMS of the last few milliseconds) straight into the meter element each
 * frame, so React does not re-render sixty times a second.
 */
export function useLevelMeter(stream: MediaStream | null, meter: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return undefined;
    const context = new AudioContext();
    void context.resume().catch(() => {});
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const rms = Math.sqrt(sum / samples.length);
      // Speech sits around -30…-10 dBFS: the bar spans -60…0 dB.
      const level = Math.max(0, Math.min(100, Math.round(((20 * Math.log10(rms || 1e-6) + 60) / 60) * 100)));
      const element = meter.current;
      if (element) {
        element.style.setProperty('--level', `${level}%`);
        element.setAttribute('aria-valuenow', String(level));
        element.dataset.level = String(level);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => {});
    };
  }, [stream, meter]);
}
