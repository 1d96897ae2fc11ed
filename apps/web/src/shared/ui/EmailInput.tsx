import { TextInput, type TextInputProps } from '@mantine/core';
import { FIELD_LABELS } from '../config/messages';

/** «E-mail»: an e-mail address field (takes react-hook-form's `register`, ref included). */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput label={FIELD_LABELS.email} type="email" {...props} />;
}
