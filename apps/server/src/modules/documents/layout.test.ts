import { describe, expect, it } from 'vitest';
import { protocolBlocks, type Block } from './layout.ts';
import { documentDisposition } from './file-name.ts';
import { documentSections } from './load.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

const bare: ProtocolDocumentData = {
  organization_name: 'Наша организация',
  protocol_number: 3,
  event_date: '2026-02-05',
  event_start_time: null,
  location: null,
  city: null,
  theme: 'Планёрка',
  agenda: null,
  chair: null,
  secretary: null,
  members: [],
  sections: [],
  tasks: [],
};

const texts = (blocks: Block[]) => JSON.stringify(blocks);

describe('protocol layout', () => {
  it('keeps the required parts of an empty protocol and nothing else', () => {
    expect(protocolBlocks(bare)).toEqual([
      { kind: 'organization', text: 'НАША ОРГАНИЗАЦИЯ' },
      { kind: 'document-type', text: 'ПРОТОКОЛ', subtitle: 'совещания' },
      { kind: 'date-number', date: '5 февраля 2026 г.', number: '№ 3' },
      { kind: 'title', text: 'Планёрка' },
    ]);
  });

  it('writes the city once with «г.», section titles in capitals with one colon, the agenda once', () => {
    const blocks = protocolBlocks({
      ...bare,
      city: 'г. Казань',
      agenda: 'О бюджете',
      sections: [
        { key: 'Повестка дня:', value: 'О бюджете\nО кадрах' },
        { key: 'решили:', value: 'Принять к сведению.' },
      ],
    });
    expect(blocks).toContainEqual({ kind: 'place', text: 'г. Казань' });
    expect(blocks.filter((b) => b.kind === 'heading')).toEqual([
      { kind: 'heading', text: 'ПОВЕСТКА ДНЯ:' },
      { kind: 'heading', text: 'РЕШИЛИ:' },
    ]);
    expect(blocks.filter((b) => b.kind === 'paragraph').map((b) => (b as { text: string }).text)).toEqual([
      'О бюджете',
      'О кадрах',
      'Принять к сведению.',
    ]);
  });

  it('counts the people present with the right plural', () => {
    const person = { full_name: 'Орлов Пётр Ильич', position: null, department: null };
    for (const [count, words] of [
      [1, '1 человек'],
      [3, '3 человека'],
      [11, '11 человек'],
      [22, '22 человека'],
    ] as const) {
      const blocks = protocolBlocks({ ...bare, members: Array.from({ length: count }, () => person) });
      expect(texts(blocks)).toContain(`"label":"Присутствовали","separator":": ","text":"${words}"`);
    }
  });

  it('prefers final sections with text over the draft', () => {
    const draft = [{ key: 'Слушали', value: 'черновик' }];
    expect(documentSections({ final_transcript: [{ key: 'Слушали', value: 'итог' }], sections: draft })).toEqual([
      { key: 'Слушали', value: 'итог' },
    ]);
    expect(documentSections({ final_transcript: [{ key: 'Слушали', value: '  ' }], sections: draft })).toEqual(draft);
    expect(documentSections({ final_transcript: null, sections: null })).toEqual([]);
  });
});

describe('download file names', () => {
  it('percent-encodes the Russian name per RFC 5987', () => {
    expect(documentDisposition({ protocol_number: 7, event_date: '2026-01-09' }, 'docx')).toBe(
      `attachment; filename="Protokol_7_ot_09.01.2026.docx"; filename*=UTF-8''` +
        '%D0%9F%D1%80%D0%BE%D1%82%D0%BE%D0%BA%D0%BE%D0%BB%20%E2%84%967%20%D0%BE%D1%82%2009.01.2026.docx',
    );
  });
});
