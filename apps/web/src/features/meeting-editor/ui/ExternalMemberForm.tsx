import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateUserMutation, type UserRef } from '../../../entities/user';
import { COMMON, FIELD_LABELS, MEETING_TEXTS } from '../../../shared/config';
import { applyServerErrors, emailField, optionalString, requiredString } from '../../../shared/lib';

const externalSchema = z.object({
  full_name: requiredString().max(255),
  email: emailField(),
  department: optionalString(),
});
type ExternalValues = z.input<typeof externalSchema>;

interface ExternalMemberFormProps {
  onCreated: (user: UserRef) => void;
  onCancel: () => void;
}

/**
 * A new external participant (POST /api/users: a secretary creates externals), added to the meeting at once.
 * Not a <form>: it sits inside the meeting form, so Enter here adds the person instead of saving the meeting.
 */
export function ExternalMemberForm({ onCreated, onCancel }: ExternalMemberFormProps) {
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExternalValues>({
    mode: 'onTouched',
    resolver: zodResolver(externalSchema),
    defaultValues: { full_name: '', email: '', department: '' },
  });
  const { errors } = form.formState;

  const add = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await createUser({
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        department: values.department?.trim() || null,
      }).unwrap();
      onCreated(user);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['full_name', 'email', 'department']));
    }
  });

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" role="group" aria-label={MEETING_TEXTS.members.externalTitle}>
      <Text fz="sm" fw={600} mb="xs">
        {MEETING_TEXTS.members.externalTitle}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={FIELD_LABELS.fullName}
          autoFocus
          error={errors.full_name?.message}
          onKeyDown={addOnEnter}
          {...form.register('full_name')}
        />
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          onKeyDown={addOnEnter}
          {...form.register('email')}
        />
        <TextInput
          label={FIELD_LABELS.organization}
          error={errors.department?.message}
          onKeyDown={addOnEnter}
          {...form.register('department')}
        />
      </SimpleGrid>
      {failure && (
        <Text fz="sm" c="red.7" mt="xs" role="alert">
          {failure}
        </Text>
      )}
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel}>
          {COMMON.cancel}
        </Button>
        <Button size="xs" loading={isLoading} onClick={() => void add()}>
          {MEETING_TEXTS.members.add}
        </Button>
      </Group>
    </Paper>
  );
}
