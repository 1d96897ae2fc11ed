import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { Protocol } from '@protocolist/contracts/protocols';
import { isMinuted } from '@protocolist/contracts/section-kinds';
import { formatDateRu } from '../../../shared/lib';
import { PREVIEW_TEXTS } from '../config/messages';

export interface PreviewText {
  sections: readonly { key: string; value: string }[];
  location: string;
  city: string;
  event_start_time: string;
}

type PreviewSource = Pick<Protocol, 'protocol_number' | 'theme' | 'event_date' | 'director' | 'secretary' | 'members'>;

/**
 * The protocol as its document reads, live from the editor's values: heading, date and place, who chaired and who
 * took part, then the numbered sections the document holds. The PDF and DOCX are laid out by the server from the
 * same parts; this is the browser's own sketch of it, shown while the server cannot draw it.
 */
export function ProtocolDocumentPreview({ protocol, text }: { protocol: PreviewSource; text: PreviewText }) {
  const place = [text.city && `г. ${text.city}`, text.location].filter(Boolean).join(', ');
  // The sections the document holds: as the server lays it out, without the greeting («Вступление»).
  const sections = text.sections.filter((section) => (section.key.trim() || section.value.trim()) && isMinuted(section.key));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      data-testid="document-preview"
      aria-label={PREVIEW_TEXTS.label}
      component="article"
      style={{ fontFamily: '"Times New Roman", Times, serif', overflowWrap: 'anywhere' }}
    >
      <Stack gap="xs">
        <Title order={3} ta="center" fz="lg" ff="inherit">
          {PREVIEW_TEXTS.heading(protocol.protocol_number)}
        </Title>
        <Text ta="center" fw={600} ff="inherit">
          {protocol.theme}
        </Text>
        <Text fz="sm" c="dimmed" ta="center" ff="inherit">
          {[formatDateRu(protocol.event_date), text.event_start_time && PREVIEW_TEXTS.start(text.event_start_time), place]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Divider my="xs" />
        {protocol.director && (
          <Text fz="sm" ff="inherit">
            <b>{PREVIEW_TEXTS.director}:</b> {protocol.director.full_name}
          </Text>
        )}
        {protocol.secretary && (
          <Text fz="sm" ff="inherit">
            <b>{PREVIEW_TEXTS.secretary}:</b> {protocol.secretary.full_name}
          </Text>
        )}
        {protocol.members.length > 0 && (
          <Text fz="sm" ff="inherit">
            <b>{PREVIEW_TEXTS.members}:</b> {protocol.members.map((member) => member.member.full_name).join(', ')}
          </Text>
        )}
        {sections.length === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" py="lg" ff="inherit">
            {PREVIEW_TEXTS.empty}
          </Text>
        ) : (
          sections.map((section, index) => (
            <Stack key={index} gap={4} mt="sm">
              <Text fw={700} ff="inherit">
                {index + 1}. {section.key.trim() || PREVIEW_TEXTS.untitled}
              </Text>
              <Text fz="sm" ff="inherit" style={{ whiteSpace: 'pre-wrap' }}>
                {section.value}
              </Text>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
