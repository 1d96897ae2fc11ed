// Protocol documents: a big protocol (20,000-word Russian transcript over sections, 100 tasks, 30 members)
// against a one-page protocol, rendered in the same run by the real builders (PDF with pdfmake, DOCX with docx).
//   source scripts/node24.sh; node bench/documents.mjs [--repeat 7]
// Prints the median milliseconds per document, the file sizes and the ratio big / one-page for each format.
import { parseArgs } from 'node:util';
import { renderProtocolPdf } from '../apps/server/src/modules/documents/pdf.ts';
import { renderProtocolDocx } from '../apps/server/src/modules/documents/docx.ts';

const { values } = parseArgs({ options: { repeat: { type: 'string', default: '7' } } });
const repeat = Math.max(1, Number(values.repeat));

const WORDS = (
  'совещание отдел продаж итоги квартала выручка выросла план закупок поставщики договор сроки ' +
  'исполнение поручение ответственный руководитель бюджет отчёт предложение решение вопрос ' +
  'обсуждение коллеги клиенты проект качество обучение сотрудники расходы снизились показатели'
).split(' ');

/** Deterministic pseudo-random Russian text: sentences of 8–20 words, paragraphs of 3–6 sentences. */
function transcript(words, seed) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  const paragraphs = [];
  let written = 0;
  while (written < words) {
    const sentences = [];
    for (let s = 3 + (next() % 4); s > 0 && written < words; s -= 1) {
      const length = Math.min(8 + (next() % 13), words - written);
      const sentence = Array.from({ length }, () => WORDS[next() % WORDS.length]).join(' ');
      sentences.push(sentence[0].toUpperCase() + sentence.slice(1) + '.');
      written += length;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs;
}

const person = (i) => ({ full_name: `Участников${i} Иван Петрович`, position: 'Ведущий специалист', department: 'Отдел продаж' });
const base = {
  organization_name: 'ООО «Ромашка»',
  protocol_number: 12,
  event_date: '2026-11-22',
  event_start_time: '10:30:00',
  location: 'Переговорная 3',
  city: 'Москва',
  theme: 'О подготовке к отчётному периоду',
  agenda: '1. Итоги квартала.\n2. План на декабрь.',
  chair: person(0),
  secretary: { full_name: 'Петрова Анна Сергеевна', position: 'Секретарь', department: null },
};

const paragraphs = transcript(20_000, 42);
const titles = ['Вступление', 'Слушали', 'Выступили', 'Решили', 'Поручить'];
const perSection = Math.ceil(paragraphs.length / titles.length);
const big = {
  ...base,
  members: Array.from({ length: 30 }, (_, i) => person(i + 1)),
  sections: titles.map((key, i) => ({ key, value: paragraphs.slice(i * perSection, (i + 1) * perSection).join('\n') })),
  tasks: Array.from({ length: 100 }, (_, i) => ({
    essence: `Подготовить отчёт по направлению ${i + 1} и согласовать его с руководителем отдела`,
    responsible: `Участников${(i % 30) + 1} Иван Петрович`,
    deadline: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
  })),
};
const small = {
  ...base,
  members: [person(1), person(2), person(3)],
  sections: [
    { key: 'Слушали', value: 'Об итогах квартала: выручка выросла на 12 процентов.' },
    { key: 'Решили', value: 'Утвердить итоги квартала.' },
  ],
  tasks: [{ essence: 'Подготовить план закупок', responsible: 'Участников1 Иван Петрович', deadline: '2026-12-01' }],
};

const words = big.sections.reduce((sum, s) => sum + s.value.split(/\s+/).length, 0);
console.log(`big protocol: ${words} words in ${big.sections.length} sections, ${big.tasks.length} tasks; repetitions: ${repeat}`);

async function measure(render, data) {
  await render(data); // warm-up: fonts, JIT
  const times = [];
  let size = 0;
  for (let i = 0; i < repeat; i += 1) {
    const started = performance.now();
    size = (await render(data)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], size };
}

for (const [format, render] of [
  ['PDF', renderProtocolPdf],
  ['DOCX', renderProtocolDocx],
]) {
  const one = await measure(render, small);
  const large = await measure(render, big);
  console.log(
    `${format.padEnd(4)}  one-page ${one.median.toFixed(0).padStart(6)} ms (${(one.size / 1024).toFixed(0)} KiB)` +
      `  big ${large.median.toFixed(0).padStart(6)} ms (${(large.size / 1024).toFixed(0)} KiB)` +
      `  ratio big/one-page ${(large.median / one.median).toFixed(1)}`,
  );
}
