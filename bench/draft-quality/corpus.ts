/**
 * The draft-quality corpus: bench/meetings/<slug>/ — script.tsv (speaker TAB utterance; an empty speaker for
 * unlabeled speech) or transcript.txt (plain recognition output), reference.json (the secretary's protocol) and
 * meta.json (kind, directory people not present, `shared`: the script and reference come from
 * ../shared/meetings/<name> beside the repository unless the folder has its own; `held_out`: written before the
 * rules were tuned and kept out of tuning, its scores printed apart).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_KEYWORDS } from '../../apps/server/src/modules/keywords/store.ts';
import type { Reference } from './render.ts';

export const MEETINGS_DIR = path.resolve(import.meta.dirname, '../meetings');
/** The project's test assets, ../shared beside the repository (SHARED_DIR overrides, e.g. for a worktree). */
export const SHARED_DIR = process.env.SHARED_DIR ?? path.resolve(import.meta.dirname, '../../../shared');

export interface Segment {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

export interface Person {
  id: number;
  full_name: string;
}

export interface CorpusMeeting {
  slug: string;
  kind: string;
  /** Written before the rules were tuned and never tuned on (meta.json `held_out`): scored apart. */
  heldOut: boolean;
  /** Turns with their speakers, or the plain recognised text. */
  transcript: Segment[] | string;
  reference: Reference;
  /** What the draft pipelines get: the ConversationContext of pipeline/conversation. */
  context: {
    meetingDate: string;
    timezone: string;
    members: Person[];
    directory: Person[];
    chair: string | null;
    keywords: { title: string; phrase: string }[];
  };
}

interface Meta {
  kind?: string;
  shared?: string;
  directory?: string[];
  held_out?: boolean;
}

/** «Иванов Сергей Петрович\tДобрый день…» lines → segments five seconds apart. */
export function parseScript(tsv: string): Segment[] {
  return tsv
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const tab = line.indexOf('\t');
      const speaker = tab >= 0 ? line.slice(0, tab).trim() : '';
      return { start: index * 5, end: index * 5 + 5, speaker: speaker || null, text: (tab >= 0 ? line.slice(tab + 1) : line).trim() };
    });
}

function firstExisting(...files: string[]): string | null {
  return files.find((file) => existsSync(file)) ?? null;
}

export function loadMeeting(slug: string): CorpusMeeting {
  const dir = path.join(MEETINGS_DIR, slug);
  const meta: Meta = existsSync(path.join(dir, 'meta.json')) ? JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) : {};
  const shared = meta.shared ? path.join(SHARED_DIR, 'meetings', meta.shared) : null;
  const referenceFile = firstExisting(path.join(dir, 'reference.json'), ...(shared ? [path.join(shared, 'reference.json')] : []));
  const scriptFile = firstExisting(path.join(dir, 'script.tsv'), ...(shared ? [path.join(shared, 'script.tsv')] : []));
  const textFile = firstExisting(path.join(dir, 'transcript.txt'));
  if (!referenceFile || (!scriptFile && !textFile)) throw new Error(`${slug}: no reference.json or no script.tsv/transcript.txt (shared: ${shared})`);
  const reference: Reference = JSON.parse(readFileSync(referenceFile, 'utf8'));
  const transcript = textFile ? readFileSync(textFile, 'utf8').trim() : parseScript(readFileSync(scriptFile!, 'utf8'));
  const present = [...new Set([reference.chair, ...reference.attendees].filter((name): name is string => !!name))];
  const members = present.map((full_name, index) => ({ id: index + 1, full_name }));
  const absent = (meta.directory ?? []).filter((name) => !present.includes(name));
  const directory = [...members, ...absent.map((full_name, index) => ({ id: members.length + index + 1, full_name }))];
  return {
    slug,
    kind: meta.kind ?? slug,
    heldOut: meta.held_out === true,
    transcript,
    reference,
    context: {
      meetingDate: reference.meeting_date,
      timezone: 'Europe/Moscow',
      members,
      directory,
      chair: null,
      keywords: DEFAULT_KEYWORDS.map((keyword) => ({ ...keyword })),
    },
  };
}

/** Every meeting of the corpus, by folder name. */
export function loadCorpus(): CorpusMeeting[] {
  return readdirSync(MEETINGS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map(loadMeeting);
}
