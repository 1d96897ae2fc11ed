import { Badge, Box, Group, Mark, Stack, Text } from '@mantine/core';
import { EDITOR_TEXTS } from '../config/messages';
import type { ComparedSection, Piece } from '../model/compare';

function Pieces({ pieces }: { pieces: Piece[] }) {
  return pieces.map((piece, index) =>
    piece.differs ? (
      <Mark key={index} color="yellow">
        {piece.text}
      </Mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * One version of the sections in a conflict: each section numbered; those the other version has alike in one dimmed
 * line, those it does not in full, marked at the side and by a badge, the words that differ highlighted.
 */
export function ComparedSectionsText({ sections }: { sections: ComparedSection[] }) {
  if (sections.length === 0) return <Text fz="sm" c="dimmed">{EDITOR_TEXTS.empty}</Text>;
  return (
    <Stack gap="xs">
      {sections.map((section, index) => (
        <Box
          key={index}
          data-differs={section.differs}
          pl="xs"
          style={{ borderLeft: `3px solid ${section.differs ? 'var(--mantine-color-yellow-5)' : 'transparent'}` }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Text fz="sm" fw={600} c={section.differs ? undefined : 'dimmed'}>
              {index + 1}. {section.key.length > 0 ? <Pieces pieces={section.key} /> : EDITOR_TEXTS.untitled}
            </Text>
            {section.differs && (
              <Badge size="xs" color="yellow" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                {EDITOR_TEXTS.differs}
              </Badge>
            )}
          </Group>
          {section.differs ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <Pieces pieces={section.value} />
            </Text>
          ) : (
            // Alike in both: its first line, for orientation; the differences stand out between such lines.
            <Text fz="sm" c="dimmed" lineClamp={1}>
              <Pieces pieces={section.value} />
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
