import { Mark, Text } from '@mantine/core';
import type { SnippetPart } from '@protocolist/contracts/search';

/** The words around a hit, the matched ones in <mark>; plain text only (the server sends parts, never HTML). */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <Text fz="sm" c="gray.8" lineClamp={3} data-testid="search-snippet">
      {parts.map((part, index) =>
        part.hit ? (
          <Mark key={index} color="yellow.2" px={2} style={{ borderRadius: 3 }}>
            {part.text}
          </Mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
