import { ActionIcon, Button, CopyButton, Group, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { confirmAction, FailureAlert, queryFailure } from '../../../shared/ui';
import { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } from '../api/calendar-feed-api';
import { CALENDAR_FEED_TEXTS } from '../config/messages';

/** The private iCalendar feed address with copy and «Сгенерировать новую ссылку». */
export function CalendarFeedPanel() {
  const feed = useGetCalendarFeedQuery();
  const [regenerate, regenerating] = useRegenerateCalendarFeedMutation();
  const texts = CALENDAR_FEED_TEXTS;

  const confirmRegenerate = () =>
    confirmAction({
      title: texts.regenerateTitle,
      text: texts.regenerateText,
      confirmLabel: texts.regenerateConfirm,
      confirmColor: 'red',
      run: () => regenerate().unwrap(),
      done: MEETING_MESSAGES.feedRegenerated,
    });

  return (
    <Stack gap="md">
      <Text fz="sm">{texts.hint}</Text>
      {feed.isError ? (
        <FailureAlert {...queryFailure(feed, texts.loadFailed)} />
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
