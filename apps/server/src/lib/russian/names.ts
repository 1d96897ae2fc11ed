const PATRONYMIC = /(вич|вна|чна|ична|оглы|кызы|улы)$/i;
const SURNAME = /(ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|цкий|ская|цкая|ой|ая|ых|их|енко|ук|юк|дзе|швили|ян)$/i;

const initial = (name: string) =>
  name
    .split('-')
    .map((part) => `${part.charAt(0).toLocaleUpperCase('ru-RU')}.`)
    .join('-');

/** Splits a full name into surname and given names, whichever order it was typed in. */
function surnameAndNames(words: string[]): { surname: string; names: string[] } {
  if (words.length === 3 && PATRONYMIC.test(words[1]!) && !PATRONYMIC.test(words[2]!)) {
    return { surname: words[2]!, names: words.slice(0, 2) };
  }
  if (words.length === 2 && SURNAME.test(words[1]!) && !SURNAME.test(words[0]!)) {
    return { surname: words[1]!, names: [words[0]!] };
  }
  return { surname: words[0]!, names: words.slice(1) };
}

/**
 * «Иванов Иван Петрович» (or «Иван Петрович Иванов») → «И.П. Иванов»: initials before the surname, as
 * signatures in Russian documents are written. Names that are not plain words stay as they are.
 */
export function initialsBeforeSurname(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.some((word) => !/^\p{L}/u.test(word))) return fullName.trim();
  const { surname, names } = surnameAndNames(words);
  return `${names.map(initial).join('')} ${surname}`;
}
