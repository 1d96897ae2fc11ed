import { Alert, SimpleGrid, Skeleton, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Meeting } from '@protocolist/contracts/meetings';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { PROTOCOL_FIELDS, useCreateProtocolMutation, type Protocol } from '../../../entities/protocol';
import { DirectoryUserSelect, DirectoryUsersMultiSelect, type UserRef } from '../../../entities/user';
import { localIsoDate, useServerForm } from '../../../shared/lib';
import { DateFieldRu, FailureAlert, FormActions, queryFailure, SectionCard, TimeFieldRu } from '../../../shared/ui';
import { useGetMeetingForProtocolQuery } from '../api/meeting-prefill-api';
import { emptyProtocolForm, meetingPeople, protocolFormFromMeeting, protocolFormSchema } from '../model/form-schema';
import { PROTOCOL_FORM_TEXTS } from '../config/messages';

interface ProtocolCreateFormProps {
  /** /main/protocols/add?meeting_id=…: the form starts from that meeting and the protocol is linked to it. */
  meetingId: number | null;
  /** Runs after the protocol is saved (e.g. start a video upload), then usually opens the protocol. */
  onCreated: (protocol: Protocol) => void | Promise<void>;
  onCancel: () => void;
  /** Further sections of the page's form, shown above the buttons (the «Видео» drop zone). */
  children?: ReactNode;
}

/** The new-protocol form; with a meeting id it waits for the meeting and fills the fields from it. */
export function ProtocolCreateForm({ meetingId, ...props }: ProtocolCreateFormProps) {
  const meeting = useGetMeetingForProtocolQuery(meetingId ?? 0, { skip: meetingId === null });
  if (meetingId !== null && meeting.isLoading) {
    return (
      <Stack gap="md" data-testid="protocol-form-skeleton">
        <Skeleton h={280} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  const source = meetingId !== null && meeting.data ? meeting.data : null;
  return (
    <Stack gap="md">
      {meetingId !== null && meeting.isError && <FailureAlert {...queryFailure(meeting, PROTOCOL_FORM_TEXTS.meetingFailed)} />}
      {source && (
        <Alert color="purple" variant="light" data-testid="meeting-prefill">
          {PROTOCOL_FORM_TEXTS.fromMeeting(source.theme)}
        </Alert>
      )}
      {/* Keyed by the meeting: once «Повторить» has loaded it, the form starts again from it. */}
      <ProtocolForm key={source?.id ?? 'blank'} meeting={source} {...props} />
    </Stack>
  );
}

function ProtocolForm({ meeting, onCreated, onCancel, children }: Omit<ProtocolCreateFormProps, 'meetingId'> & { meeting: Meeting | null }) {
  const [createProtocol] = useCreateProtocolMutation();
  const [people] = useState<UserRef[]>(() => (meeting ? meetingPeople(meeting) : []));
  const { form, submit, submitting, failure } = useServerForm({
    schema: protocolFormSchema,
    defaultValues: meeting ? protocolFormFromMeeting(meeting, emptyProtocolForm(localIsoDate())) : emptyProtocolForm(localIsoDate()),
    failureMessage: PROTOCOL_FORM_TEXTS.failed,
    onSubmit: async (request) => {
      const protocol = await createProtocol(request).unwrap();
      notifications.show({ color: 'green', message: PROTOCOL_FORM_TEXTS.created });
      await onCreated(protocol);
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label={PROTOCOL_FORM_TEXTS.title}>
      <Stack gap="md">
        <SectionCard title={PROTOCOL_FORM_TEXTS.mainSection}>
          <TextInput
            label={PROTOCOL_FIELDS.theme}
            placeholder={PROTOCOL_FORM_TEXTS.themePlaceholder}
            required
            error={errors.theme?.message}
            {...register('theme')}
          />
          <Textarea
            label={PROTOCOL_FIELDS.agenda}
            placeholder={PROTOCOL_FORM_TEXTS.agendaPlaceholder}
            autosize
            minRows={3}
            maxRows={10}
            error={errors.agenda?.message}
            {...register('agenda')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateFieldRu control={control} name="event_date" label={PROTOCOL_FIELDS.date} required />
            <TimeFieldRu control={control} name="event_start_time" label={PROTOCOL_FIELDS.startTime} />
            <TextInput
              label={PROTOCOL_FIELDS.location}
              placeholder={PROTOCOL_FORM_TEXTS.locationPlaceholder}
              error={errors.location?.message}
              {...register('location')}
            />
            <TextInput label={PROTOCOL_FIELDS.city} error={errors.city?.message} {...register('city')} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={PROTOCOL_FORM_TEXTS.peopleSection}>
          <Controller
            control={control}
            name="director_id"
            render={({ field }) => (
              <DirectoryUserSelect
                label={PROTOCOL_FIELDS.director}
                placeholder={PROTOCOL_FORM_TEXTS.directorPlaceholder}
                knownUsers={people}
                value={field.value}
                onChange={(user) => field.onChange(user?.id ?? null)}
                onBlur={field.onBlur}
                error={errors.director_id?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="member_ids"
            render={({ field }) => (
              <DirectoryUsersMultiSelect
                label={PROTOCOL_FIELDS.members}
                placeholder={PROTOCOL_FORM_TEXTS.membersPlaceholder}
                knownUsers={people}
                value={field.value}
                onChange={(users) => field.onChange(users.map((user) => user.id))}
                onBlur={field.onBlur}
                error={errors.member_ids?.message}
              />
            )}
          />
        </SectionCard>
        {children}
        <FormActions
          failure={failure}
          submitting={submitting}
          submitLabel={PROTOCOL_FORM_TEXTS.submit}
          submittingLabel={PROTOCOL_FORM_TEXTS.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
