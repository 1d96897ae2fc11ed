export { suggestTasks, type SuggestedTask, type SuggestTasksOptions } from './suggest-tasks.ts';
export { suggestMembers, type SuggestedMember } from './suggest-members.ts';
export type { DirectoryPerson } from './name-matcher.ts';
