import { Center, Text } from '@mantine/core';
import { shortName, StatsPanel, type SecretaryStatsRow, TaskStatusBars } from '../../../entities/stats';
import { TEAM_TEXTS } from '../config/messages';

/** More bars than this get too thin to read; the busiest secretaries are shown. */
const MAX_BARS = 8;
const HEIGHT = 180;

const totalOf = (row: SecretaryStatsRow) => row.tasks.process + row.tasks.success + row.tasks.expired;

/** Stacked bars of tasks by status for each secretary, the busiest first. */
export function TasksBySecretary({ rows }: { rows: readonly SecretaryStatsRow[] }) {
  const busiest = rows
    .filter((row) => totalOf(row) > 0)
    .sort((a, b) => totalOf(b) - totalOf(a))
    .slice(0, MAX_BARS);
  const data = busiest.map((row) => ({ name: shortName(row.full_name), ...row.tasks }));
  const summary = TEAM_TEXTS.bySecretarySummary(
    data.map((bar) => TEAM_TEXTS.secretaryTasks(bar.name, bar.process, bar.success, bar.expired)),
  );

  return (
    <StatsPanel
      title={TEAM_TEXTS.bySecretary}
      hint={data.length ? TEAM_TEXTS.bySecretaryHint(data.length, rows.length) : undefined}
      testId="team-tasks-by-secretary"
    >
      {data.length === 0 ? (
        <Center h={HEIGHT}>
          <Text c="dimmed" fz="sm">
            {TEAM_TEXTS.noTasks}
          </Text>
        </Center>
      ) : (
        <TaskStatusBars data={data} dataKey="name" height={HEIGHT} summary={summary} maxBarWidth={48} />
      )}
    </StatsPanel>
  );
}
