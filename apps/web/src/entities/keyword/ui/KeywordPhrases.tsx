import { Badge, Group } from '@mantine/core';
import { keywordAlternatives } from '@protocolist/contracts/keywords';

/** The marker phrases of a keyword, one chip per alternative (split by ';'). */
export function KeywordPhrases({ phrase }: { phrase: string }) {
  return (
    <Group gap={6} data-testid="keyword-phrases">
      {keywordAlternatives(phrase).map((alternative, index) => (
        <Badge key={`${alternative}-${index}`} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
          {alternative}
        </Badge>
      ))}
    </Group>
  );
}
