import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FIELD_LABELS } from '../config/messages';

/** «Поиск» over a list; filters as the user types. */
export function SearchInput(props: Omit<TextInputProps, 'type' | 'leftSection'>) {
  return <TextInput label={FIELD_LABELS.search} leftSection={<IconSearch size={16} />} type="search" {...props} />;
}
