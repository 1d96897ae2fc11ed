import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { COMMON } from '../config/messages';

/** A password input whose show/hide toggle is a text button: 'Показать' / 'Скрыть'. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionWidth={88}
      rightSection={
        <UnstyledButton
          type="button"
          fz="sm"
          c="purple.7"
          fw={500}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? COMMON.hide : COMMON.show}
        </UnstyledButton>
      }
    />
  );
}
