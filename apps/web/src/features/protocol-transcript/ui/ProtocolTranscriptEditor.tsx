import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { updateTranscriptRequest } from '@protocolist/contracts/protocols';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  formatSeconds,
  PROTOCOL_FIELDS,
  transcriptToText,
  useUpdateTranscriptMutation,
  type Protocol,
  type TranscriptSegment,
} from '../../../entities/protocol';
import { useServerForm } from '../../../shared/lib';
import { FailureAlert } from '../../../shared/ui';
import { TRANSCRIPT_TEXTS } from '../config/messages';

type TranscriptSource = Pick<Protocol, 'id' | 'transcript'>;

/** «Стенограмма»: the transcript as editable lines «Спикер: текст» and, when there are any, its fragments. */
export function ProtocolTranscriptEditor({ protocol }: { protocol: TranscriptSource }) {
  const text = useMemo(() => transcriptToText(protocol.transcript), [protocol.transcript]);
  return (
    <Stack gap="lg">
      <TranscriptForm key={text} protocolId={protocol.id} savedText={text} />
      {protocol.transcript.length > 0 && <TranscriptSegments segments={protocol.transcript} />}
    </Stack>
  );
}

function TranscriptForm({ protocolId, savedText }: { protocolId: number; savedText: string }) {
  const [save] = useUpdateTranscriptMutation();
  const { form, submit, submitting, failure } = useServerForm({
    schema: updateTranscriptRequest,
    defaultValues: { text: savedText },
    onSubmit: async ({ text = '' }) => {
      await save({ id: protocolId, text }).unwrap();
      notifications.show({ color: 'green', message: TRANSCRIPT_TEXTS.saved });
    },
  });
  const dirty = useWatch({ control: form.control, name: 'text' }) !== savedText;

  return (
    <Stack gap="sm">
      <Textarea
        label={PROTOCOL_FIELDS.transcript}
        description={TRANSCRIPT_TEXTS.hint}
        placeholder={TRANSCRIPT_TEXTS.placeholder}
        error={form.formState.errors.text?.message}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.register('text')}
      />
      <FailureAlert {...failure} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          disabled={!dirty || submitting}
          loading={submitting}
          onClick={() => void submit()}
        >
          {TRANSCRIPT_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}

function TranscriptSegments({ segments }: { segments: TranscriptSegment[] }) {
  const timed = segments.some((segment) => segment.end > 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {TRANSCRIPT_TEXTS.segments(segments.length)}
      </Title>
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap="xs" data-testid="transcript-segments">
          {segments.map((segment, index) => (
            <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
              {timed && (
                <Badge variant="light" color="gray" radius="sm" miw={64} style={{ flexShrink: 0 }}>
                  {formatSeconds(segment.start)}
                </Badge>
              )}
              <Text fz="sm">
                {segment.speaker && (
                  <Text span inherit fw={600} c="purple.8">
                    {segment.speaker}:{' '}
                  </Text>
                )}
                {segment.text}
              </Text>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
