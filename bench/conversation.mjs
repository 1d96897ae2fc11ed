// Speed of the conversation model: draftMeeting over an hour of talk (600 turns, ~1 300 sentences, every one
// different) against the keyword cut alone (buildSections, the draft before the model) on the same transcript, in
// the same run.
//   source scripts/node24.sh; node bench/conversation.mjs [--repeat 5]
// The hour is the sample meeting ../shared/meetings/pedsovet said 60 times, each turn with a remark of its own, so
// nothing is read twice from a cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { repeat: { type: 'string', default: '5' } } });
const { draftMeeting } = await import('../apps/server/src/pipeline/conversation/index.ts');
const { buildSections } = await import('../apps/server/src/pipeline/sections/build-sections.ts');
const { DEFAULT_KEYWORDS } = await import('../apps/server/src/modules/keywords/store.ts');

const script = readFileSync(path.resolve(import.meta.dirname, '../../shared/meetings/pedsovet/script.tsv'), 'utf8').trim().split('\n');
const hour = Array.from({ length: 60 }, () => script)
  .flat()
  .map((line, index) => {
    const [speaker, text] = line.split('\t');
    return { start: index * 6, end: index * 6 + 5, speaker, text: `${text} Замечание ${index + 1} записано в журнал ${Math.floor(index / 10) + 1}.` };
  });
const people = [...new Set(hour.map((s) => s.speaker))].map((full_name, index) => ({ id: index + 1, full_name }));
const context = { meetingDate: '2026-11-26', timezone: 'Europe/Moscow', members: people, directory: people, chair: null, keywords: DEFAULT_KEYWORDS };

const time = (fn) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
// The first call loads the morphology dictionary (once per process, on first use): measured apart.
const first = time(() => draftMeeting(hour.slice(0, 10), context));
const runs = Number(args.repeat);
let model = Infinity;
let baseline = Infinity;
for (let i = 0; i < runs; i++) {
  baseline = Math.min(baseline, time(() => buildSections(hour, DEFAULT_KEYWORDS)));
  model = Math.min(model, time(() => draftMeeting(hour, context)));
}
console.log(`first call (dictionary load): ${first.toFixed(0)} ms`);
console.log(`keyword cut (buildSections), 600 turns: ${baseline.toFixed(0)} ms (best of ${runs})`);
console.log(`conversation model (draftMeeting), 600 turns: ${model.toFixed(0)} ms (best of ${runs})`);
console.log(`ratio model / keyword cut: ${(model / baseline).toFixed(2)}×`);
