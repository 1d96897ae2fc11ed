import { describe, expect, it } from 'vitest';
import { compareSections, type ComparedSection } from './compare';

/** A side as text: «[differs] key: value», the differing words in brackets. */
const shown = (sections: ComparedSection[]) =>
  sections.map((section) => {
    const text = (pieces: ComparedSection['key']) => pieces.map((piece) => (piece.differs ? `[${piece.text}]` : piece.text)).join('');
    return `${section.differs ? '≠ ' : ''}${text(section.key)}: ${text(section.value)}`;
  });

describe('comparing two versions of the sections', () => {
  it('marks only the differing section, and in it the differing Russian words whole', () => {
    const theirs = [
      { key: 'Повестка дня', value: 'Итоги квартала' },
      { key: 'Решили', value: 'Сменить поставщика картона.' },
    ];
    const mine = [
      { key: 'Повестка дня', value: 'Итоги квартала' },
      { key: 'Решили', value: 'Сменить поставщика бумаги и тонера.' },
    ];
    const compared = compareSections(mine, theirs);
    expect(shown(compared.mine)).toEqual(['Повестка дня: Итоги квартала', '≠ Решили: Сменить поставщика [бумаги и тонера].']);
    expect(shown(compared.theirs)).toEqual(['Повестка дня: Итоги квартала', '≠ Решили: Сменить поставщика [картона].']);
  });

  it('matches the sections both have, so one added section does not mark all after it', () => {
    const theirs = [
      { key: 'Слушали', value: 'Доклад' },
      { key: 'Решили', value: 'Утвердить' },
    ];
    const mine = [
      { key: 'Слушали', value: 'Доклад' },
      { key: 'Выступили', value: 'Иванов: за' },
      { key: 'Решили', value: 'Утвердить' },
    ];
    const compared = compareSections(mine, theirs);
    expect(shown(compared.mine)).toEqual(['Слушали: Доклад', '≠ [Выступили]: [Иванов: за]', 'Решили: Утвердить']);
    expect(shown(compared.theirs)).toEqual(['Слушали: Доклад', 'Решили: Утвердить']);
  });

  it('compares a renamed section word by word with the one it replaced', () => {
    const compared = compareSections([{ key: 'Постановили', value: 'Утвердить план' }], [{ key: 'Решили', value: 'Утвердить план' }]);
    expect(shown(compared.mine)).toEqual(['≠ [Постановили]: Утвердить план']);
    expect(shown(compared.theirs)).toEqual(['≠ [Решили]: Утвердить план']);
  });
});
