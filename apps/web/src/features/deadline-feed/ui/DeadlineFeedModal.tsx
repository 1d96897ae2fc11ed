import { ActionIcon, Anchor, Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { COMMON } from '../../../shared/config';
import { confirmAction, FailureAlert, queryFailure, runWithToast } from '../../../shared/ui';
import { useGetDeadlineFeedQuery, useRenewDeadlineFeedMutation, useRevokeDeadlineFeedMutation } from '../api/deadline-feed-api';
import { DEADLINE_FEED_TEXTS as T } from '../config/messages';

const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** One person's deadlines as a calendar subscription: the secret address, copy, replace and revoke (each asked first). */
function DeadlineFeedPanel({ personId }: { personId: number }) {
  const feed = useGetDeadlineFeedQuery(personId);
  const [renew, renewing] = useRenewDeadlineFeedMutation();
  const [revoke, revoking] = useRevokeDeadlineFeedMutation();
  if (feed.isError) return <FailureAlert {...queryFailure(feed, T.loadFailed)} />;
  if (feed.isLoading || feed.data === undefined) return <Skeleton height={58} radius="md" />;
  const current = feed.data;
  if (!current) {
    return (
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {T.none}
        </Text>
        <Button
          leftSection={<IconLink size={16} />}
          loading={renewing.isLoading}
          onClick={() => void runWithToast({ run: () => renew(personId).unwrap(), done: T.created, failure: T.failed })}
        >
          {T.create}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label={T.urlLabel}
        value={current.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        rightSection={
          <CopyButton value={current.url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? T.copied : T.copy} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={T.copy}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          {current.last_fetched_at ? T.fetched(when(current.last_fetched_at)) : T.notFetched}
        </Text>
        <Anchor href={current.webcal_url} fz="xs">
          {T.openInApp}
        </Anchor>
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="light"
          color="red"
          leftSection={<IconLinkOff size={16} />}
          loading={revoking.isLoading}
          onClick={() =>
            confirmAction({
              title: T.revokeTitle,
              text: T.revokeText,
              confirmLabel: T.revokeConfirm,
              confirmColor: 'red',
              run: () => revoke(personId).unwrap(),
              done: T.revoked,
              failure: T.failed,
            })
          }
        >
          {T.revoke}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          loading={renewing.isLoading}
          onClick={() =>
            confirmAction({
              title: T.renewTitle,
              text: T.renewText,
              confirmLabel: T.renewConfirm,
              confirmColor: 'red',
              run: () => renew(personId).unwrap(),
              done: T.renewed,
              failure: T.failed,
            })
          }
        >
          {T.renew}
        </Button>
      </Group>
    </Stack>
  );
}

export function DeadlineFeedModal({ person, onClose }: { person: { id: number; full_name: string } | null; onClose: () => void }) {
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? T.title(person.full_name) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': COMMON.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text fz="sm">{T.hint}</Text>
        {person && <DeadlineFeedPanel personId={person.id} />}
        <Text fz="xs" c="dimmed">
          {T.privacy}
        </Text>
      </Stack>
    </Modal>
  );
}
