import { Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { MediaInput } from '../model/use-media-input';
import { useLevelMeter } from '../model/use-level-meter';
import { RECORDING_TEXTS } from '../config/messages';
import classes from './level-meter.module.css';

interface InputControlsProps {
  input: MediaInput;
  /** While a take runs the devices stay as they are (a change would cut the recording). */
  locked: boolean;
}

/** The microphone, its level and the camera switch. */
export function InputControls({ input, locked }: InputControlsProps) {
  const meter = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const levelLabel = useId();
  useLevelMeter(input.stream, meter);
  const hasVideo = !!input.stream && input.stream.getVideoTracks().length > 0;

  useEffect(() => {
    if (preview.current) preview.current.srcObject = hasVideo ? input.stream : null;
  }, [hasVideo, input.stream]);

  const options = input.microphones.map((device, position) => ({
    value: device.deviceId,
    label: device.label || `${RECORDING_TEXTS.microphone} ${position + 1}`,
  }));
  return (
    <Stack gap="sm">
      <Select
        label={RECORDING_TEXTS.microphone}
        data={options}
        value={input.microphoneId || null}
        placeholder={RECORDING_TEXTS.microphoneDefault}
        onChange={(value) => input.chooseMicrophone(value ?? '')}
        disabled={locked || options.length === 0}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <div>
        <Text size="sm" fw={500} id={levelLabel} mb={4}>
          {RECORDING_TEXTS.level}
        </Text>
        <div
          ref={meter}
          className={classes.meter}
          role="meter"
          aria-labelledby={levelLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          data-testid="level-meter"
        />
        <Text size="xs" c="dimmed" mt={4}>
          {RECORDING_TEXTS.levelHint}
        </Text>
      </div>
      <Switch
        label={RECORDING_TEXTS.camera}
        description={RECORDING_TEXTS.cameraHint}
        checked={input.camera}
        disabled={locked}
        onChange={(event) => input.setCamera(event.currentTarget.checked)}
      />
      {hasVideo && <video ref={preview} className={classes.preview} autoPlay muted playsInline data-testid="camera-preview" />}
    </Stack>
  );
}
