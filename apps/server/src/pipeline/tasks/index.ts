export { suggestTasks, type SuggestedTask, type SuggestTasksOptions } from './suggest-tasks.ts';
export { looksLikePersonName, namesPerson, samePersonSuggested, suggestMembers, unknownSpeakerReason, type SuggestedMember } from './suggest-members.ts';
export { NameMatcher, tokenize, type DirectoryPerson, type Mention, type Token } from './name-matcher.ts';
export { findDates, findDeadline, inMonthSaid, monthEndDeadline, type FoundDeadline } from './russian-dates.ts';
export { toSentences, type Sentence } from './sentences.ts';
