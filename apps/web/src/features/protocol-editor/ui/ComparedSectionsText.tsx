import { Badge, Box, Button, Group, Mark, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
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

function SectionTitle({ number, section }: { number: number; section: ComparedSection }) {
  return (
    <Text fz="sm" fw={600} c={section.differs ? undefined : 'dimmed'}>
      {number}. {section.key.length > 0 ? <Pieces pieces={section.key} /> : EDITOR_TEXTS.untitled}
    </Text>
  );
}

function DifferingSection({ number, section }: { number: number; section: ComparedSection }) {
  return (
    <Box data-differs pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-yellow-5)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <SectionTitle number={number} section={section} />
        <Badge size="xs" color="yellow" variant="light" radius="sm" style={{ flexShrink: 0 }}>
          {EDITOR_TEXTS.differs}
        </Badge>
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        <Pieces pieces={section.value} />
      </Text>
    </Box>
  );
}

/** Sections both versions have alike, one after another: one line that opens them. */
function UnchangedRun({ first, sections }: { first: number; sections: ComparedSection[] }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Box data-unchanged={sections.length}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        fw={500}
        leftSection={<Chevron size={16} />}
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
      >
        {EDITOR_TEXTS.unchanged(first, first + sections.length - 1)}
      </Button>
      {open && (
        <Stack gap="xs" mt="xs">
          {sections.map((section, index) => (
            <Box key={index} data-differs="false" pl="xs" style={{ borderLeft: '3px solid transparent' }}>
              <SectionTitle number={first + index} section={section} />
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                <Pieces pieces={section.value} />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

type Run = { differs: true; first: number; section: ComparedSection } | { differs: false; first: number; sections: ComparedSection[] };

/** Differing sections one by one; those in between that both versions have alike, gathered. */
function runs(sections: ComparedSection[]): Run[] {
  const result: Run[] = [];
  sections.forEach((section, index) => {
    const last = result.at(-1);
    if (section.differs) result.push({ differs: true, first: index + 1, section });
    else if (last && !last.differs) last.sections.push(section);
    else result.push({ differs: false, first: index + 1, sections: [section] });
  });
  return result;
}

/**
 * One version of the sections in a conflict: each section numbered; those that differ from the other version in full,
 * marked at the side and by a badge, the words that differ highlighted. Sections alike in both are folded into one
 * line per run («Разделы 1–4 без изменений») that opens them: what is left to read is only what differs.
 */
export function ComparedSectionsText({ sections }: { sections: ComparedSection[] }) {
  if (sections.length === 0) return <Text fz="sm" c="dimmed">{EDITOR_TEXTS.empty}</Text>;
  return (
    <Stack gap="xs">
      {runs(sections).map((run) =>
        run.differs ? (
          <DifferingSection key={run.first} number={run.first} section={run.section} />
        ) : (
          <UnchangedRun key={run.first} first={run.first} sections={run.sections} />
        ),
      )}
    </Stack>
  );
}
