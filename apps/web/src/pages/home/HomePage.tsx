import { Grid } from '@mantine/core';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../entities/session';
import { registerCounterListPath, useGetSecretaryEntitiesQuery } from '../../entities/stats';
import { PAGE_TITLES } from '../../shared/config';
import { PageFrame } from '../../shared/ui';
import { MeetingMarkersCalendar } from '../../widgets/stats-calendar';
import { EntityCounters } from '../../widgets/stats-counters';
import { WeeklyTaskChart } from '../../widgets/stats-task-chart';
import { OpenProtocols } from './ui/OpenProtocols';
import { RecordMeetingCard } from './ui/RecordMeetingCard';
import { UpcomingMeetings } from './ui/UpcomingMeetings';
import { UrgentTaskList } from './ui/UrgentTaskList';

/** /main/home (secretary): what needs her attention now, then her statistics. */
export function HomePage() {
  const secretaryId = useSelector(selectUserId);
  const stats = useGetSecretaryEntitiesQuery(secretaryId ?? 0, { skip: !secretaryId });

  return (
    <PageFrame title={PAGE_TITLES.home}>
      <RecordMeetingCard />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <UpcomingMeetings />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <MeetingMarkersCalendar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <UrgentTaskList />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <OpenProtocols total={stats.data?.protocols.in_process ?? null} />
        </Grid.Col>
      </Grid>
      {secretaryId && (
        <>
          <EntityCounters secretaryId={secretaryId} linkOf={registerCounterListPath} />
          <WeeklyTaskChart secretaryId={secretaryId} />
        </>
      )}
    </PageFrame>
  );
}
