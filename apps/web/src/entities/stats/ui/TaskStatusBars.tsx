import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyChunk } from '../../../shared/ui';
import type { TaskStatusBarsProps } from './TaskStatusBarsChart';

// The chart library (@mantine/charts → recharts, ~100 KB gzip) loads only when a chart has bars to draw, not with
// the first screen (issue 16's budget); and in the background after the first screen, so it draws offline later.
const TaskStatusBarsChart = lazyChunk(() => import('./TaskStatusBarsChart'));

/** Stacked bars of tasks by status, coloured and ordered as every task chart of the app. */
export function TaskStatusBars(props: TaskStatusBarsProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius="md" />}>
      <TaskStatusBarsChart {...props} />
    </Suspense>
  );
}
