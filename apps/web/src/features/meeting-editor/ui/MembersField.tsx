import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { UserRef } from '../../../entities/user';
import { canNotify, type MemberDraft } from '../model/meeting-form';
import { ExternalMemberForm } from './ExternalMemberForm';
import { MemberList } from './MemberList';
import { MemberSearch } from './MemberSearch';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface MembersFieldProps {
  members: MemberDraft[];
  onChange: (members: MemberDraft[]) => void;
  /** Messages by user id; 0 holds one about the list as a whole. */
  errors: Record<number, string>;
}

/** «Участники»: search the directory, add an external participant inline, toggle notifications per person. */
export function MembersField({ members, onChange, errors }: MembersFieldProps) {
  const [addingExternal, setAddingExternal] = useState(false);
  const chosenIds = useMemo(() => new Set(members.map((member) => member.user.id)), [members]);

  const add = (user: UserRef) => {
    if (chosenIds.has(user.id)) return;
    onChange([...members, { user, should_notify: canNotify(user), email_sent: false }]);
  };

  return (
    <Stack gap="xs">
      <MemberSearch chosenIds={chosenIds} onPick={add} error={errors[0]} />
      <MemberList
        members={members}
        errors={errors}
        onToggleNotify={(userId, notify) =>
          onChange(members.map((member) => (member.user.id === userId ? { ...member, should_notify: notify } : member)))
        }
        onRemove={(userId) => onChange(members.filter((member) => member.user.id !== userId))}
      />
      {addingExternal ? (
        <ExternalMemberForm
          onCancel={() => setAddingExternal(false)}
          onCreated={(user) => {
            add(user);
            setAddingExternal(false);
            notifications.show({ color: 'green', message: MEETING_EDITOR_TEXTS.members.externalAdded(user.full_name, user.gender) });
          }}
        />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setAddingExternal(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {MEETING_EDITOR_TEXTS.members.addExternal}
        </Button>
      )}
    </Stack>
  );
}
