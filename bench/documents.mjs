// Protocol documents of a 2-hour meeting (~20,000 words of Russian transcript over 10 agenda items with СЛУШАЛИ,
// ВЫСТУПИЛИ by several speakers, decisions and assignments, 40 tasks, 30 members → appendix), built by the real
// protocol-text module and rendered by the real PDF (pdfkit, PT Serif) and DOCX (docx) renderers, against a plain
// pdfkit dump of the same words in the same font, measured in the same run.
//   source scripts/node24.sh; node bench/documents.mjs [--repeat 5]
// Prints the median milliseconds per document, the file sizes, the ratio to the plain pdfkit dump and whether the
// document took ≤ 1 s (issue 13).
import path from 'node:path';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';
import { buildProtocolText } from '../apps/server/src/pipeline/protocol-text/index.ts';
import { FONT_DIR, renderProtocolPdf } from '../apps/server/src/modules/documents/pdf.ts';
import { renderProtocolDocx } from '../apps/server/src/modules/documents/docx.ts';

const { values } = parseArgs({ options: { repeat: { type: 'string', default: '5' } } });
const repeat = Math.max(1, Number(values.repeat));

const WORDS = (
  'совещание отдел продаж итоги квартала выручка выросла план закупок поставщики договор сроки ' +
  'исполнение поручение ответственный руководитель бюджет отчёт предложение решение вопрос ' +
  'обсуждение коллеги клиенты проект качество обучение сотрудники расходы снизились показатели'
).split(' ');

let state = 42;
const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
/** Deterministic pseudo-random Russian sentences, `words` words in all. */
function sentences(words) {
  const result = [];
  for (let written = 0; written < words; ) {
    const length = Math.min(8 + (next() % 13), words - written);
    const sentence = Array.from({ length }, () => WORDS[next() % WORDS.length]).join(' ');
    result.push(sentence[0].toUpperCase() + sentence.slice(1) + '.');
    written += length;
  }
  return result.join(' ');
}

const names = Array.from({ length: 30 }, (_, i) => `Участников${i + 1} Иван Петрович`);
const ITEMS = 10;
// ~20,000 words: 10 × (760 heard + 4 × 250 spoken + 90 decided + 60 assigned) + the agenda.
const sections = [{ key: 'Повестка дня', value: Array.from({ length: ITEMS }, (_, i) => `${i + 1}. ${sentences(8)}`).join('\n') }];
const tasks = [];
for (let item = 0; item < ITEMS; item += 1) {
  sections.push({ key: 'Слушали', value: `${names[item]}. ${sentences(760)}` });
  sections.push({
    key: 'Выступили',
    value: Array.from({ length: 4 }, (_, s) => `${names[(item + s + 1) % 30]}: ${sentences(250)}`).join('\n'),
  });
  sections.push({ key: 'Решили', value: Array.from({ length: 3 }, () => sentences(30)).join('\n') });
  const assigned = [];
  for (let t = 0; t < 4; t += 1) {
    const essence = `Подготовить отчёт по направлению ${item * 4 + t + 1} и согласовать его с руководителем`;
    assigned.push(`Участников${((item + t) % 30) + 1}у ${essence.toLowerCase()} до конца месяца.`);
    tasks.push({ essence, responsible: names[(item + t) % 30], deadline: `2026-12-${String(((item + t) % 28) + 1).padStart(2, '0')}` });
  }
  sections.push({ key: 'Поручить', value: assigned.join(' ') });
}
const words = sections.reduce((sum, s) => sum + s.value.split(/\s+/).length, 0);

const person = (id, full_name) => ({ id, full_name, position: 'Ведущий специалист', department: 'Отдел продаж', invited: false });
const data = {
  organization_name: 'ООО «Ромашка»',
  number: '12',
  protocol_number: 12,
  event_date: '2026-11-22',
  event_start_time: '10:30:00',
  location: 'Переговорная 3',
  city: 'Москва',
  theme: 'Совещание отдела продаж',
  chair: person(1, names[0]),
  secretary: person(99, 'Петрова Анна Сергеевна'),
  members: names.map((name, i) => person(i + 1, name)),
  text: buildProtocolText({ agenda: null, final_transcript: null, sections, people: names, tasks }),
  issued_on: '2026-11-26',
};
const plainText = sections.map((s) => `${s.key}: ${s.value}`).join('\n');

/** The baseline: the same words poured into an A4 PDF by bare pdfkit, same font, no layout. */
function plainPdf() {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 57 });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(path.join(FONT_DIR, 'PTSerif-Regular.ttf')).fontSize(12).text(plainText);
    doc.end();
  });
}

async function measure(render) {
  await render(); // warm-up: fonts, JIT
  const times = [];
  let size = 0;
  for (let i = 0; i < repeat; i += 1) {
    const started = performance.now();
    size = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], size };
}

const textStarted = performance.now();
for (let i = 0; i < repeat; i += 1) buildProtocolText({ agenda: null, final_transcript: null, sections, people: names, tasks });
const textMs = (performance.now() - textStarted) / repeat;

console.log(`2-hour protocol: ${words} words, ${ITEMS} items, ${tasks.length} tasks, ${names.length} members; repetitions: ${repeat}`);
console.log(`protocol text (pipeline/protocol-text) ${textMs.toFixed(0)} ms`);
const baseline = await measure(plainPdf);
console.log(`plain pdfkit dump ${baseline.median.toFixed(0).padStart(6)} ms (${(baseline.size / 1024).toFixed(0)} KiB)`);
for (const [format, render] of [
  ['PDF', () => renderProtocolPdf(data)],
  ['DOCX', () => renderProtocolDocx(data)],
]) {
  const result = await measure(render);
  console.log(
    `${format.padEnd(4)}              ${result.median.toFixed(0).padStart(6)} ms (${(result.size / 1024).toFixed(0)} KiB)` +
      `  ratio to plain pdfkit ${(result.median / baseline.median).toFixed(2)}  ${result.median <= 1000 ? '≤ 1 s' : '> 1 s'}`,
  );
}
