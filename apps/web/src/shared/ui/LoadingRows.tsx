import { Skeleton, Stack } from '@mantine/core';

/** Grey placeholder rows shown in a list's place while it loads. */
export function LoadingRows({ count = 3, height, radius = 'sm' }: { count?: number; height: number; radius?: 'sm' | 'md' }) {
  return (
    <Stack gap="xs">
      {Array.from({ length: count }, (_, row) => (
        <Skeleton key={row} h={height} radius={radius} />
      ))}
    </Stack>
  );
}
