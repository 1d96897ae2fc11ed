import { countRu } from '@protocolist/contracts/plural';

const TASKS_FORMS = ['поручение', 'поручения', 'поручений'] as const;

export const TEAM_TEXTS = {
  title: 'Команда',
  tasksChart: 'Поручения команды',
  tasksTotal: (count: number) => countRu(count, TASKS_FORMS),
  tasksSummary: (process: number, success: number, expired: number) =>
    `Поручения команды: в работе ${process}, выполнено ${success}, просрочено ${expired}`,
  noTasks: 'Поручений пока нет',
  bySecretary: 'Поручения по секретарям',
  bySecretaryHint: (shown: number, total: number) =>
    shown < total ? `${shown} из ${total} с наибольшим числом поручений` : 'Все секретари, по числу поручений',
  bySecretarySummary: (items: string[]) => `Поручения по секретарям: ${items.join('; ')}`,
  secretaryTasks: (name: string, process: number, success: number, expired: number) =>
    `${name} — в работе ${process}, выполнено ${success}, просрочено ${expired}`,
} as const;
