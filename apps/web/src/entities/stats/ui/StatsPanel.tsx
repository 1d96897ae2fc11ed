import type { ReactNode } from 'react';
import { SectionCard } from '../../../shared/ui';

interface StatsPanelProps {
  title: string;
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of the dashboards. */
export function StatsPanel({ actions, ...props }: StatsPanelProps) {
  return <SectionCard compact aside={actions} {...props} />;
}
