import { Skeleton, Table } from '@mantine/core';

/** Grey bars in the shape of a table's rows while its data loads. */
export function TableSkeletonRows({ rows, columns, testId }: { rows: number; columns: number; testId?: string }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid={testId}>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
