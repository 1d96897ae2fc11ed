import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCrown, IconPencil, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { surnameWithInitials } from '@protocolist/contracts/person-name';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import type { SetChairRequest } from '@protocolist/contracts/protocols';
import { useMemo, useState } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { DirectoryUserSelect, type UserRef } from '../../../entities/user';
import { actionFailure, FailureAlert, type FailureAlertProps } from '../../../shared/ui';
import { useSetProtocolChairMutation } from '../api/chair-api';
import { CHAIR_TEXTS } from '../config/messages';
import { heardPeople, type HeardPerson } from '../model/heard-people';

type ChairSource = Pick<Protocol, 'id' | 'stage' | 'director' | 'suggested_members' | 'transcript' | 'members'>;

/**
 * «Председатель — Кравченко Л.П.» in the protocol's heading, and before the protocol is final a button that opens
 * the choice: a directory person, or one of the names heard in the recording (never for a reader: `readOnly`).
 */
export function ChairField({ protocol, readOnly = false }: { protocol: ChairSource; readOnly?: boolean }) {
  const [opened, setOpened] = useState(false);
  const changeable = !readOnly && STAGE_RULES.canChangeChair(protocol.stage);
  const chair = protocol.director;
  return (
    <Group gap="xs" wrap="wrap" data-testid="protocol-chair">
      <IconCrown size={18} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />
      <Text fz="sm" fw={500} title={chair?.full_name} c={chair ? undefined : 'dimmed'}>
        {chair ? CHAIR_TEXTS.line(surnameWithInitials(chair.full_name)) : CHAIR_TEXTS.none}
      </Text>
      {changeable ? (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={chair ? <IconPencil size={14} /> : <IconUserPlus size={14} />}
          aria-label={chair ? CHAIR_TEXTS.changeLabel : CHAIR_TEXTS.set}
          onClick={() => setOpened(true)}
        >
          {chair ? CHAIR_TEXTS.change : CHAIR_TEXTS.set}
        </Button>
      ) : (
        chair === null &&
        !readOnly && (
          <Text fz="xs" c="dimmed">
            {CHAIR_TEXTS.finalHint}
          </Text>
        )
      )}
      {opened && <ChairDialog protocol={protocol} onClose={() => setOpened(false)} />}
    </Group>
  );
}

function ChairDialog({ protocol, onClose }: { protocol: ChairSource; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 30em)');
  const [setChair, saving] = useSetProtocolChairMutation();
  const [picked, setPicked] = useState<UserRef | null>(null);
  const [failure, setFailure] = useState<FailureAlertProps | null>(null);
  const members = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  const heard = useMemo(
    () => heardPeople(protocol.suggested_members, [...new Set(protocol.transcript.map((segment) => segment.speaker))], protocol.director),
    [protocol.suggested_members, protocol.transcript, protocol.director],
  );

  const save = async (body: SetChairRequest) => {
    setFailure(null);
    try {
      const { message } = await setChair({ protocolId: protocol.id, ...body }).unwrap();
      notifications.show({ color: 'green', message });
      onClose();
    } catch (error) {
      setFailure(actionFailure(error, () => void save(body), CHAIR_TEXTS.failed));
    }
  };
  const pickHeard = (person: HeardPerson) => save(person.user_id !== null ? { user_id: person.user_id } : { name: person.full_name });

  return (
    <Modal opened onClose={onClose} title={CHAIR_TEXTS.title} fullScreen={narrow} size="lg">
      <Stack gap="md">
        {heard.length > 0 && (
          <Stack gap="xs" data-testid="chair-heard">
            <Text fz="sm" fw={500}>
              {CHAIR_TEXTS.heard}
            </Text>
            <Text fz="xs" c="dimmed">
              {CHAIR_TEXTS.heardHint}
            </Text>
            <Group gap="xs" wrap="wrap">
              {heard.map((person, index) => (
                <Button
                  data-autofocus={index === 0 || undefined}
                  key={`${person.user_id ?? ''}:${person.full_name}`}
                  variant="light"
                  size="sm"
                  disabled={saving.isLoading}
                  onClick={() => void pickHeard(person)}
                  rightSection={
                    person.user_id === null ? (
                      <Badge size="xs" variant="light" color="orange" radius="sm">
                        {CHAIR_TEXTS.notInDirectory}
                      </Badge>
                    ) : undefined
                  }
                  styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
                >
                  {person.full_name}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {heard.length > 0 && <Divider label={CHAIR_TEXTS.orDirectory} labelPosition="center" />}
        <form
          aria-label={CHAIR_TEXTS.directory}
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) void save({ user_id: picked.id });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DirectoryUserSelect
              label={CHAIR_TEXTS.directory}
              placeholder={CHAIR_TEXTS.directoryPlaceholder}
              value={picked?.id ?? null}
              onChange={setPicked}
              knownUsers={members}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" disabled={!picked} loading={saving.isLoading}>
              {CHAIR_TEXTS.assign}
            </Button>
          </Group>
        </form>
        {failure && <FailureAlert {...failure} />}
        {protocol.director && (
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" leftSection={<IconUserMinus size={16} />} disabled={saving.isLoading} onClick={() => void save({ user_id: null })}>
              {CHAIR_TEXTS.clear}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
