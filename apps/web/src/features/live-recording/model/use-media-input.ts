import { useCallback, useEffect, useRef, useState } from 'react';

export type InputProblem = 'denied' | 'missing' | 'busy' | 'insecure' | 'unsupported';
export type InputState = 'intro' | 'asking' | 'ready' | InputProblem;

export interface MediaInput {
  state: InputState;
  stream: MediaStream | null;
  microphones: MediaDeviceInfo[];
  /** The chosen microphone, or the one the browser picked when none was chosen. */
  microphoneId: string;
  camera: boolean;
  /** Asks the browser (its permission prompt appears the first time). */
  ask: () => void;
  chooseMicrophone: (deviceId: string) => void;
  setCamera: (on: boolean) => void;
}

function problemOf(error: unknown): InputProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'busy';
}

function initialState(): InputState {
  if (!window.isSecureContext) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return 'unsupported';
  return 'intro';
}

/**
 * The microphone (and, when asked, the camera): the Russian explanation comes first and the browser's prompt only
 * on «Разрешить»; once allowed before, the stream opens at once. Changing the device or the camera reopens it.
 */
export function useMediaInput(): MediaInput {
  const [state, setState] = useState<InputState>(initialState);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [microphoneId, setMicrophoneId] = useState('');
  const [openedMicrophoneId, setOpenedMicrophoneId] = useState('');
  const [camera, setCamera] = useState(false);
  /** Requests made so far: each «Разрешить» / «Попробовать снова» opens the stream again. */
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (state !== 'intro') return;
    // Allowed on an earlier visit: no need to explain again.
    void navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((status) => {
        if (status.state !== 'granted') return;
        setState('asking');
        setAttempt((count) => Math.max(count, 1));
      })
      .catch(() => {});
  }, [state]);

  useEffect(() => {
    if (attempt === 0) return undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: microphoneId ? { deviceId: { exact: microphoneId } } : true, video: camera })
      .then(async (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        current.current?.getTracks().forEach((track) => track.stop());
        current.current = opened;
        setStream(opened);
        setOpenedMicrophoneId(opened.getAudioTracks()[0]?.getSettings().deviceId ?? '');
        setState('ready');
        // Device names are only told once the page may use one.
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (!cancelled) setMicrophones(devices.filter((device) => device.kind === 'audioinput' && device.deviceId));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // The device asked for could not be opened: the one open before must not stay on behind the message.
        current.current?.getTracks().forEach((track) => track.stop());
        current.current = null;
        setStream(null);
        setState(problemOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, microphoneId, camera]);

  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  const ask = useCallback(() => {
    setState((previous) => (previous === 'ready' ? previous : 'asking'));
    setAttempt((count) => count + 1);
  }, []);

  return { state, stream, microphones, microphoneId: microphoneId || openedMicrophoneId, camera, ask, chooseMicrophone: setMicrophoneId, setCamera };
}
