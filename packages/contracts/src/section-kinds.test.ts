import { describe, expect, it } from 'vitest';
import { isMinuted, sectionKind } from './section-kinds.ts';

describe('section kinds', () => {
  it('names each part of a protocol by its title, whatever its case, ё or spaces', () => {
    expect(['  ВСТУПЛЕНИЕ ', 'Повестка дня', 'Заслушали', 'Обсуждение', 'Постановлено', 'Поручения', 'Итоги'].map(sectionKind)).toEqual([
      'introduction', 'agenda', 'heard', 'spoke', 'decided', 'assigned', 'other',
    ]);
  });

  it('leaves only the greeting out of the document', () => {
    expect(['Вступление', 'Вступление и приветствие', 'Повестка дня', 'Решили', 'Разное', ''].map(isMinuted)).toEqual([
      false, false, true, true, true, true,
    ]);
  });
});
