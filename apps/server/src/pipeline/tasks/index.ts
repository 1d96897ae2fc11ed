export { suggestTasks, type SuggestedTask, type SuggestTasksOptions } from './suggest-tasks.ts';
export { samePersonSuggested, suggestMembers, type SuggestedMember } from './suggest-members.ts';
export type { DirectoryPerson } from './name-matcher.ts';
