import { countRu } from '@protocolist/contracts/plural';

const MEETINGS_FORMS = ['совещание', 'совещания', 'совещаний'] as const;

export const STATS_CALENDAR_TEXTS = {
  title: 'Календарь совещаний',
  hint: 'Нажмите на день, чтобы открыть его в календаре совещаний',
  day: (date: string, count: number) => (count ? `${date}: ${countRu(count, MEETINGS_FORMS)}` : `${date}: совещаний нет`),
} as const;
