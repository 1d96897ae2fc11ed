import { ActionIcon, Alert, Button, CopyButton, Group, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { describeError } from '../../../shared/api';
import { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } from '../api/calendar-feed-api';
import { CALENDAR_FEED_TEXTS } from '../config/messages';
import { COMMON } from '../../../shared/config';

/** The private iCalendar feed address with copy and «Сгенерировать новую ссылку». */
export function CalendarFeedPanel() {
  const feed = useGetCalendarFeedQuery();
  const [regenerate, regenerating] = useRegenerateCalendarFeedMutation();
  const texts = CALENDAR_FEED_TEXTS;

  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: texts.regenerateTitle,
      centered: true,
      children: <Text size="sm">{texts.regenerateText}</Text>,
      labels: { confirm: texts.regenerateConfirm, cancel: COMMON.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await regenerate().unwrap();
          notifications.show({ color: 'green', message: MEETING_MESSAGES.feedRegenerated });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });

  return (
    <Stack gap="md">
      <Text fz="sm">{texts.hint}</Text>
      {feed.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text fz="sm">{describeError(feed.error, texts.loadFailed)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
              {COMMON.retry}
            </Button>
          </Group>
        </Alert>
      ) : feed.data ? (
        <TextInput
          label={texts.urlLabel}
          value={feed.data.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          rightSection={
            <CopyButton value={feed.data.url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? texts.copied : texts.copy} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={texts.copy}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
      ) : (
        <Skeleton height={58} radius="md" />
      )}
      <Text fz="xs" c="dimmed">
        {texts.privacy}
      </Text>
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          loading={regenerating.isLoading}
          disabled={!feed.data}
          onClick={confirmRegenerate}
        >
          {texts.regenerate}
        </Button>
      </Group>
    </Stack>
  );
}
