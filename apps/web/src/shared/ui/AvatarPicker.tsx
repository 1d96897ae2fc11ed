import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AVATAR_MAX_BYTES } from '@protocolist/contracts/constants';
import { AVATAR_TEXTS } from '../config/messages';

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function avatarFileProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_TEXTS.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TEXTS.tooLarge;
  return null;
}

interface AvatarPickerProps {
  name: string;
  currentUrl: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}

/** Chooses an avatar image and previews it before the form is saved. */
export function AvatarPicker({ name, currentUrl, file, onChange, error }: AvatarPickerProps) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  const previewUrl = file && preview?.file === file ? preview.url : null;

  const choose = (next: File | null) => {
    const nextProblem = next ? avatarFileProblem(next) : null;
    setProblem(nextProblem);
    onChange(nextProblem ? null : next);
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Avatar
        src={previewUrl ?? currentUrl ?? null}
        name={name}
        color={name ? 'initials' : 'purple'}
        size={72}
        radius={72}
        alt={name}
        data-testid="avatar-preview"
      />
      <FileInput
        flex={1}
        label={AVATAR_TEXTS.label}
        description={AVATAR_TEXTS.hint}
        placeholder={AVATAR_TEXTS.choose}
        accept={AVATAR_TYPES.join(',')}
        leftSection={<IconPhoto size={18} stroke={1.6} />}
        clearable
        value={file}
        onChange={choose}
        error={problem ?? error ?? undefined}
      />
    </Group>
  );
}
