export { suggestTasks, type SuggestedTask, type SuggestTasksOptions } from './suggest-tasks.ts';
export { looksLikePersonName, namesPerson, samePersonSuggested, suggestMembers, unknownSpeakerReason, type SuggestedMember } from './suggest-members.ts';
export { NameMatcher, tokenize, type DirectoryPerson, type Mention } from './name-matcher.ts';
