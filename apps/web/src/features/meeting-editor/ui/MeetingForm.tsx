import { Button, Divider, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconFileText, IconMapPin, IconMicrophone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useCreateMeetingMutation, useUpdateMeetingMutation, type Meeting } from '../../../entities/meeting';
import { COMMON, mainPath, newRecordingPath, protocolPath } from '../../../shared/config';
import { submitOnlyByButton, useAutofocusedField, useDirtyInModal, useLinkedValidation, useModalCancel, useServerForm } from '../../../shared/lib';
import { FormActions } from '../../../shared/ui';
import { documentProblem } from '../model/document-check';
import {
  formValuesFor,
  meetingFormSchema,
  meetingPayload,
  memberErrorsFrom,
  membersFor,
  type MeetingEditorTarget,
  type MemberDraft,
} from '../model/meeting-form';
import { shiftedEnd } from '../../../shared/lib';
import { useMeetingOverlaps } from '../model/use-meeting-overlaps';
import { DocumentField } from './DocumentField';
import { MembersField } from './MembersField';
import { OverlapAlert } from './OverlapAlert';
import { TimeField } from '../../../shared/ui';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface MeetingFormProps {
  target: MeetingEditorTarget;
  onDone: () => void;
  /** Asks to delete the meeting (the confirmation lives with the caller). */
  onDelete?: (meeting: Meeting) => void;
}

function ProtocolLink({ meeting, onNavigate }: { meeting: Meeting; onNavigate: () => void }) {
  const to = meeting.protocol_id ? protocolPath(meeting.protocol_id) : `${mainPath('protocolAdd')}?meeting_id=${meeting.id}`;
  return (
    <Button component={Link} to={to} variant="light" leftSection={<IconFileText size={16} />} onClick={onNavigate}>
      {meeting.protocol_id ? MEETING_EDITOR_TEXTS.openProtocol : MEETING_EDITOR_TEXTS.createProtocol}
    </Button>
  );
}

/** A meeting without its protocol yet: the protocol is made from it, as «Создать протокол» does, then recorded. */
function RecordLink({ meeting, onNavigate }: { meeting: Meeting; onNavigate: () => void }) {
  if (meeting.protocol_id) return null;
  return (
    <Button component={Link} to={newRecordingPath(meeting.id)} variant="light" color="red" leftSection={<IconMicrophone size={16} />} onClick={onNavigate}>
      {MEETING_EDITOR_TEXTS.startRecording}
    </Button>
  );
}

/** Create or edit a meeting: its button or Ctrl+Enter sends it (it mails the members), the modal's Esc cancels. */
export function MeetingForm({ target, onDone, onDelete }: MeetingFormProps) {
  const meeting = target.mode === 'edit' ? target.meeting : null;
  const [createMeeting] = useCreateMeetingMutation();
  const [updateMeeting] = useUpdateMeetingMutation();
  const [members, setMembers] = useState<MemberDraft[]>(() => membersFor(target));
  const [initialMembers] = useState(() => JSON.stringify(membersFor(target)));
  const [memberErrors, setMemberErrors] = useState<Record<number, string>>({});
  const [document, setDocument] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const { form, submit, submitting, failure } = useServerForm({
    schema: meetingFormSchema,
    defaultValues: formValuesFor(target),
    onSubmit: async (request) => {
      setMemberErrors({});
      if (document && documentProblem(document)) return;
      const payload = meetingPayload(request, members, document);
      if (meeting) {
        await updateMeeting({ id: meeting.id, ...payload, remove_document: removeDocument && !document }).unwrap();
        notifications.show({ color: 'green', message: COMMON.saved });
      } else {
        await createMeeting(payload).unwrap();
        notifications.show({ color: 'green', message: MEETING_EDITOR_TEXTS.created });
      }
      onDone();
    },
    // Messages about members and the attachment stand beside them.
    onServerErrors: (errors) => {
      const aboutMembers = memberErrorsFrom(errors, members);
      setMemberErrors(aboutMembers);
      setDocumentError(errors.document ?? null);
      return Object.keys(aboutMembers).length > 0 || !!errors.document;
    },
  });
  const { errors } = form.formState;
  // The dialog focuses Тема for the user; leaving it untyped is not yet a touch (no «Поле обязательно» at once).
  const themeField = useAutofocusedField(form.register('theme'));
  const overlaps = useMeetingOverlaps(form.control, meeting?.id);

  // A new start keeps the meeting's length, as calendars do.
  const moveStart = (start: string | null) => {
    const { event_start_time: previous, event_end_time: end } = form.getValues();
    // Checked as its own onChange would be (onTouched): once touched or sent, a fixed time clears its message.
    const shouldValidate = form.getFieldState('event_start_time').isTouched || form.formState.isSubmitted;
    form.setValue('event_start_time', start, { shouldDirty: true, shouldValidate });
    const nextEnd = start && previous && end ? shiftedEnd(previous, start, end) : end;
    if (nextEnd !== end) form.setValue('event_end_time', nextEnd, { shouldDirty: true });
  };
  useLinkedValidation(form, 'event_start_time', 'event_end_time');

  const chooseDocument = (file: File | null) => {
    setDocument(file);
    setDocumentError(file ? documentProblem(file) : null);
  };

  // Esc, the close button or a click outside ask first once something was typed, picked or attached.
  useDirtyInModal(form.formState.isDirty || JSON.stringify(members) !== initialMembers || !!document || removeDocument);
  // «Отмена» asks the same question.
  const cancel = useModalCancel(onDone);

  return (
    <form onSubmit={submit} onKeyDown={submitOnlyByButton} noValidate aria-label={meeting ? MEETING_EDITOR_TEXTS.editTitle : MEETING_EDITOR_TEXTS.createTitle}>
      <Stack gap="md">
        <TextInput
          label={MEETING_EDITOR_TEXTS.fields.theme}
          placeholder={MEETING_EDITOR_TEXTS.placeholders.theme}
          withAsterisk
          data-autofocus
          error={errors.theme?.message}
          {...themeField}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Controller
            control={form.control}
            name="event_date"
            render={({ field }) => (
              <DatePickerInput
                label={MEETING_EDITOR_TEXTS.fields.date}
                placeholder={MEETING_EDITOR_TEXTS.placeholders.date}
                withAsterisk
                valueFormat="D MMMM YYYY, dd"
                leftSection={<IconCalendar size={16} />}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.event_date?.message}
              />
            )}
          />
          {(['event_start_time', 'event_end_time'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TimeField
                  withAsterisk
                  label={name === 'event_start_time' ? MEETING_EDITOR_TEXTS.fields.start : MEETING_EDITOR_TEXTS.fields.end}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(time) => (name === 'event_start_time' ? moveStart : field.onChange)(time || null)}
                  onBlur={field.onBlur}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <OverlapAlert meetings={overlaps} />
        <TextInput
          label={MEETING_EDITOR_TEXTS.fields.link}
          placeholder={MEETING_EDITOR_TEXTS.placeholders.link}
          leftSection={<IconMapPin size={16} />}
          error={errors.link?.message}
          {...form.register('link')}
        />
        <Textarea
          label={MEETING_EDITOR_TEXTS.fields.description}
          placeholder={MEETING_EDITOR_TEXTS.placeholders.description}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <MembersField members={members} onChange={setMembers} errors={memberErrors} />
        <DocumentField
          current={meeting?.document ?? null}
          file={document}
          onFileChange={chooseDocument}
          removed={removeDocument}
          onRemovedChange={setRemoveDocument}
          error={documentError}
        />
        <Divider />
        <FormActions
          failure={failure}
          submitting={submitting}
          submitLabel={meeting ? MEETING_EDITOR_TEXTS.save : MEETING_EDITOR_TEXTS.createButton}
          onCancel={cancel}
          start={
            meeting && (
              <>
                {onDelete && (
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(meeting)}>
                    {COMMON.delete}
                  </Button>
                )}
                <ProtocolLink meeting={meeting} onNavigate={onDone} />
                <RecordLink meeting={meeting} onNavigate={onDone} />
              </>
            )
          }
        />
      </Stack>
    </form>
  );
}
