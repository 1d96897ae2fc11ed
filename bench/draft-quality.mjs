// How much of a protocol the draft gets right, on the meetings of bench/meetings (held as people really talk).
//   scripts/node24.sh node bench/draft-quality.mjs [--meeting SLUG] [--show]
// Runs every meeting through the real draft pipeline — baseline: today's keyword pipeline (buildSections with the
// default keywords + suggestTasks → buildProtocolText); conversation: pipeline/conversation's draftMeeting →
// buildProtocolText, when that module exists — and compares each draft with the protocol a careful secretary wrote
// (reference.json). Per field — questions (agenda), chair, heard, decisions, assignments (person AND deadline),
// votes — precision P and recall R per meeting and overall (counts added over meetings); leftovers: the
// not_in_document phrases (greetings, chatter) found in the draft's document; words: the share of the reference's
// words a secretary must change (word-level edit distance between the two texts, both rendered by one renderer,
// over the reference's word count). Matching rules: bench/draft-quality/metrics.ts. --show prints both texts.
// Meetings marked * are held out (meta.json `held_out`): written before tuning, totalled apart as well.
import { parseArgs } from 'node:util';
import { baselineDraft, CONVERSATION_MODULE, FIELDS, loadConversation, loadCorpus, precision, recall, scoreCorpus, totals } from './draft-quality/index.ts';

const { values } = parseArgs({ options: { meeting: { type: 'string' }, show: { type: 'boolean' } } });
const meetings = loadCorpus().filter((m) => !values.meeting || m.slug === values.meeting);

const percent = (value) => (value === null ? '  —' : `${Math.round(value * 100)}`.padStart(3));
const pr = (score) => `${percent(precision(score))}/${percent(recall(score))}`;

function table(title, drafter) {
  const { meetings: evaluations, total } = scoreCorpus(drafter, meetings);
  console.log(`\n${title}: P/R, % (— where there is nothing to count)`);
  const header = ['meeting'.padEnd(26), ...FIELDS.map((f) => f.padStart(9)), 'leftovers'.padStart(10), 'words'.padStart(7)];
  console.log(header.join(' '));
  const row = (name, r) =>
    console.log(
      [
        name.padEnd(26),
        ...FIELDS.map((f) => pr(r.fields[f]).padStart(9)),
        `${r.leftovers.length ?? r.leftovers}/${r.phrases}`.padStart(10),
        `${Math.round((100 * r.distance) / r.referenceWords)}%`.padStart(7),
      ].join(' '),
    );
  for (const { meeting, result } of evaluations) {
    row(`${meeting.slug}${meeting.heldOut ? ' *' : ''}`, result);
    if (values.show) console.log(`--- draft\n${result.draftText}\n--- reference\n${result.referenceText}\n`);
  }
  const overall = (name, list) => {
    const sum = totals(list.map((entry) => entry.result));
    if (list.length > 0) row(name, { ...sum, leftovers: { length: sum.leftovers } });
  };
  // Held-out meetings (*) were written before the rules were tuned: their total says how the rules generalise.
  overall('OVERALL tuned on', evaluations.filter((entry) => !entry.meeting.heldOut));
  overall('OVERALL held-out *', evaluations.filter((entry) => entry.meeting.heldOut));
  row('OVERALL', { ...total, leftovers: { length: total.leftovers } });
  return total;
}

console.log(`Draft quality on ${meetings.length} meetings (bench/meetings)`);
const baseline = table('baseline (keywords: buildSections + suggestTasks)', baselineDraft);
const conversation = await loadConversation();
if (!conversation) {
  console.log(`\nconversation: missing (${CONVERSATION_MODULE} does not exist) — baseline only`);
} else {
  const result = table('conversation (draftMeeting)', conversation);
  const share = (t) => t.distance / t.referenceWords;
  console.log(`\nwords to change, conversation: ${result.distance} of ${result.referenceWords} (${(100 * share(result)).toFixed(1)} %)`);
  console.log(`words to change, conversation / baseline: ${(share(result) / share(baseline)).toFixed(2)}×`);
}
