import { Box, Divider, Group, Text } from '@mantine/core';
import type { DocumentBlock } from '@protocolist/contracts/documents';
import { DOCUMENT_TEXTS } from '../config/messages';
import classes from './DocumentPaper.module.css';

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'organization':
      return <p className={`${classes.center} ${classes.bold} ${classes.organization}`}>{block.text}</p>;
    case 'document-type':
      return <p className={`${classes.center} ${classes.bold} ${classes.type}`}>{block.text}</p>;
    case 'date-number':
      return (
        <p className={classes.dateNumber}>
          <span>{block.date}</span>
          <span>{block.number}</span>
        </p>
      );
    case 'place':
      return <p className={classes.center}>{block.text}</p>;
    case 'title':
      return <p className={`${classes.center} ${classes.bold} ${classes.title}`}>{block.text}</p>;
    case 'field':
      return (
        <p className={classes.justify}>
          {block.label}
          {block.separator}
          {block.text}
        </p>
      );
    case 'heading':
      return <p className={`${classes.bold} ${classes.heading}`}>{block.text}</p>;
    case 'part':
      return (
        <p className={`${classes.justify} ${classes.part}`}>
          <strong>{block.label}</strong>
          {block.text ? ` ${block.text}` : null}
        </p>
      );
    case 'list':
      return (
        <div className={block.style === 'decisions' ? classes.decisions : undefined}>
          {block.items.map((item) => (
            <div key={item.number} className={classes.listItem}>
              <span className={classes.listNumber}>{item.number}</span>
              <span className={classes.justify}>{item.text}</span>
            </div>
          ))}
        </div>
      );
    case 'paragraph':
      return <p className={`${classes.justify} ${classes.indent}`}>{block.text}</p>;
    case 'signatures':
      return (
        <div className={classes.signatures}>
          {block.rows.map((row) => (
            <div key={row.role} className={classes.signature}>
              <span>{row.role}</span>
              <span className={classes.line} />
              <span>{row.name}</span>
            </div>
          ))}
        </div>
      );
    case 'certification':
      return (
        <div className={classes.signatures}>
          <p>Верно</p>
          <div className={classes.signature}>
            <span>{block.role}</span>
            <span className={classes.line} />
            <span>{block.name}</span>
          </div>
          <p>{block.date}</p>
        </div>
      );
    case 'appendix':
      return (
        <>
          <Divider my="lg" variant="dashed" label={DOCUMENT_TEXTS.pageBreak} labelPosition="center" />
          <Group justify="flex-end">
            <Text className={classes.appendix}>{block.text}</Text>
          </Group>
        </>
      );
  }
}

/** The document as it will print: the server's blocks on an A4-proportioned sheet in a serif font. */
export function DocumentPaper({ blocks }: { blocks: readonly DocumentBlock[] }) {
  return (
    <Box className={classes.paper} role="document" aria-label={DOCUMENT_TEXTS.paperLabel} data-testid="document-paper">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
