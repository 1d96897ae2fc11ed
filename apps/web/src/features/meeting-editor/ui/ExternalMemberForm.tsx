import { Box, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { createUserRequest } from '@protocolist/contracts/users';
import type { KeyboardEvent } from 'react';
import { useCreateUserMutation, type UserRef } from '../../../entities/user';
import { clickBeforeBlur, useAutofocusedField, useServerForm } from '../../../shared/lib';
import { EmailInput, FailureAlert } from '../../../shared/ui';
import { COMMON, FIELD_LABELS } from '../../../shared/config';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

/** A secretary creates external members: a name, an e-mail for the invitation, the organisation. */
const externalSchema = createUserRequest.pick({ full_name: true, email: true, department: true });

interface ExternalMemberFormProps {
  onCreated: (user: UserRef) => void;
  onCancel: () => void;
}

/**
 * A new external participant (POST /api/users: a secretary creates externals), added to the meeting at once.
 * Not a <form>: it sits inside the meeting form, so Enter here adds the person instead of saving the meeting.
 */
export function ExternalMemberForm({ onCreated, onCancel }: ExternalMemberFormProps) {
  const [createUser] = useCreateUserMutation();
  const { form, submit: add, submitting, failure } = useServerForm({
    schema: externalSchema,
    defaultValues: { full_name: '', email: '', department: '' },
    onSubmit: async (request) => onCreated(await createUser(request).unwrap()),
  });
  const { errors } = form.formState;
  // Focused when the block opens; filling the e-mail first does not flag the name as missing.
  const nameField = useAutofocusedField(form.register('full_name'));

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" role="group" aria-label={MEETING_EDITOR_TEXTS.members.externalTitle}>
      <Text fz="sm" fw={600} mb="xs">
        {MEETING_EDITOR_TEXTS.members.externalTitle}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={FIELD_LABELS.fullName}
          autoFocus
          error={errors.full_name?.message}
          onKeyDown={addOnEnter}
          {...nameField}
        />
        <EmailInput
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
      <Box mt={failure.message ? 'xs' : 0}>
        <FailureAlert {...failure} />
      </Box>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel} {...clickBeforeBlur}>
          {COMMON.cancel}
        </Button>
        <Button size="xs" loading={submitting} onClick={() => void add()} {...clickBeforeBlur}>
          {MEETING_EDITOR_TEXTS.members.add}
        </Button>
      </Group>
    </Paper>
  );
}
