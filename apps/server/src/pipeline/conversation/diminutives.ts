import { foldRu } from '../../lib/russian/index.ts';

/**
 * The everyday short forms of common Russian first names («Даша» for Дарья), as colleagues call each other at a
 * stand-up. No maintained library gives them (petrovich and lvovich decline names, they do not shorten them).
 */
const SHORT_FORMS: Record<string, string[]> = {
  александр: ['саша', 'шура'],
  александра: ['саша', 'шура'],
  алексей: ['алёша', 'лёша'],
  анастасия: ['настя'],
  анатолий: ['толя'],
  андрей: ['андрюша'],
  анна: ['аня'],
  артём: ['тёма'],
  борис: ['боря'],
  валентина: ['валя'],
  василий: ['вася'],
  виктор: ['витя'],
  виктория: ['вика'],
  владимир: ['володя', 'вова'],
  галина: ['галя'],
  дарья: ['даша'],
  дмитрий: ['дима'],
  евгений: ['женя'],
  евгения: ['женя'],
  екатерина: ['катя'],
  елена: ['лена'],
  иван: ['ваня'],
  ирина: ['ира'],
  константин: ['костя'],
  ксения: ['ксюша'],
  любовь: ['люба'],
  людмила: ['люда'],
  максим: ['макс'],
  мария: ['маша'],
  михаил: ['миша'],
  надежда: ['надя'],
  наталья: ['наташа'],
  николай: ['коля'],
  ольга: ['оля'],
  павел: ['паша'],
  пётр: ['петя'],
  светлана: ['света'],
  сергей: ['серёжа'],
  софья: ['соня'],
  татьяна: ['таня'],
  юлия: ['юля'],
  юрий: ['юра'],
};

const BY_NAME = new Map(Object.entries(SHORT_FORMS).map(([name, forms]) => [foldRu(name), forms.map(foldRu)]));

/** The short forms of a first name, folded: «Дарья» → [«даша»]. */
export function shortFormsOf(firstName: string): string[] {
  return BY_NAME.get(foldRu(firstName)) ?? [];
}
