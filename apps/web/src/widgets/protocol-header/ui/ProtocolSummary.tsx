import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROTOCOL_FIELDS, ProtocolStageBadge, type Protocol } from '../../../entities/protocol';
import { ChairField } from '../../../features/protocol-chair';
import { formatDateRu } from '../../../shared/lib';
import { COMMON } from '../../../shared/config';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value || COMMON.notSpecified}</Text>
    </div>
  );
}

/** The protocol's heading card: theme, stage, when and where, secretary, the chair (changed here before the protocol is final), agenda (video state is in the video section). */
export function ProtocolSummary({ protocol, readOnly = false }: { protocol: Protocol; readOnly?: boolean }) {
  const place = [protocol.city ? `г. ${protocol.city}` : null, protocol.location].filter(Boolean).join(', ');

  return (
    <Paper withBorder radius="md" p="lg" data-testid="protocol-summary">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} fz="xl" style={{ flex: '1 1 16rem', overflowWrap: 'break-word' }}>
            {protocol.theme}
          </Title>
          <ProtocolStageBadge stage={protocol.stage} size="lg" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={PROTOCOL_FIELDS.date} value={formatDateRu(protocol.event_date)} />
          <Fact label={PROTOCOL_FIELDS.time} value={protocol.event_start_time} />
          <Fact label={PROTOCOL_FIELDS.location} value={place} />
          <Fact label={PROTOCOL_FIELDS.secretary} value={protocol.secretary?.full_name} />
        </SimpleGrid>
        <ChairField protocol={protocol} readOnly={readOnly} />
        {protocol.agenda && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {protocol.agenda}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
