import { Text } from '@mantine/core';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { listErrorOf, sectionErrorsOf, type EditableSection } from '../model/sections';
import { SectionListEditor } from './SectionListEditor';

interface SectionListFieldProps<T extends FieldValues, R> {
  control: Control<T, unknown, R>;
  name: FieldPathByValue<T, EditableSection[]>;
  disabled?: boolean;
}

/** The section list as one field of a form: its errors come from the schema and the server. */
export function SectionListField<T extends FieldValues, R>({ control, name, disabled }: SectionListFieldProps<T, R>) {
  const { field, fieldState } = useController({ control, name });
  const listError = listErrorOf(fieldState.error);
  return (
    <>
      {listError && (
        <Text c="red" fz="sm" role="alert">
          {listError}
        </Text>
      )}
      <SectionListEditor
        sections={field.value}
        onChange={field.onChange}
        errors={sectionErrorsOf(fieldState.error)}
        disabled={disabled}
      />
    </>
  );
}
