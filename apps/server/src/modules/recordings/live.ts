import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordingPieces, recordingSegments, recordingTakes } from '../../db/schema.ts';
import { detectLayout, type GigaamLayout } from '../../pipeline/speech/gigaam/layout.ts';
import { DEFAULT_VAD, defaultGigaamThreads } from '../../pipeline/speech/gigaam/engine.ts';
import { createSpeechEngine } from '../../pipeline/speech/factory.ts';
import { LiveDecoder } from '../../pipeline/speech/live/decoder.ts';
import type { LiveUtterance } from '../../pipeline/speech/live/protocol.ts';
import { waitForGigaamModel } from '../speech/index.ts';
import { liveSegment, takeOffsets, takesOf } from './store.ts';

/** How long a take waits for the GigaAM model before it is decoded without live recognition. */
const MODEL_WAIT_MS = 5_000;
/**
 * A take that got no piece for this long gives its decoder up when another take waits for one (an abandoned
 * recording must not hold a slot for ever); its next piece starts it again from its stored pieces.
 */
export const LIVE_IDLE_MS = 60_000;

interface Owner {
  recordingId: number;
  protocolId: number;
  secretaryId: number;
}

interface ActiveTake {
  owner: Owner;
  take: number;
  decoder: LiveDecoder;
  /** The next piece index to feed. */
  next: number;
  /** Pieces are fed one pump at a time, in order. */
  pumping: Promise<void>;
  samples: number;
  /** Whether utterances get text (false: no engine ready; the final processing recognises the file). */
  recognising: boolean;
  /** Utterances still being recognised or stored. */
  pending: Set<Promise<void>>;
  failed: Error | null;
  /** When its last piece was fed (performance.now()), for giving an idle take's decoder up. */
  fedAt: number;
  /** Being finished by a stop: never given up. */
  finishing: boolean;
}

/**
 * The takes being decoded live in this process: one ffmpeg and one VAD/recogniser child per take, fed its stored
 * pieces in order as they arrive. After a restart a take is decoded again from its stored pieces; its utterances
 * keep their ids (`take:startMs`), so none is stored or announced twice, and those already stored are not
 * recognised again. At most `liveDecoders` (LIVE_DECODERS) run at once: a take past the limit waits for a slot,
 * first come first served, and catches up from its stored pieces once it has one.
 */
export class LiveTakes {
  readonly #app: FastifyInstance;
  /** Every take asked for, its decoder started or still waiting for a slot. */
  readonly #active = new Map<string, Promise<ActiveTake>>();
  /** The takes whose decoder runs (holding a slot). */
  readonly #running = new Map<string, ActiveTake>();
  #slotsTaken = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /** A piece of the take was stored: feed what is now in order (starting the take's decoding if needed). */
  kick(owner: Owner, take: number): Promise<void> {
    return this.#take(owner, take).then((active) => this.#pump(active));
  }

  /** Samples decoded so far, per take, of one recording (for durations while recording). */
  decodedSamples(recordingId: number): Promise<Map<number, number>> {
    const running = [...this.#running.values()].filter((active) => active.owner.recordingId === recordingId);
    return Promise.resolve(new Map(running.map((active) => [active.take, active.samples])));
  }

  /** Decoders running now, and takes waiting for one (for tests and the logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.#slotsTaken, waiting: this.#waiting.length };
  }

  /**
   * Feeds the take's first `pieces` pieces (all stored), ends it and waits for its last utterance: its length in
   * samples, and whether every utterance was recognised.
   */
  async finishTake(owner: Owner, take: number, pieces: number): Promise<{ samples: number; recognised: boolean }> {
    const active = await this.#take(owner, take);
    active.finishing = true;
    await this.#pump(active, pieces);
    await active.pumping;
    const samples = await active.decoder.finish();
    while (active.pending.size > 0) await Promise.all([...active.pending]);
    this.#drop(`${owner.recordingId}:${take}`);
    if (active.failed) throw active.failed;
    await this.#app.db
      .update(recordingTakes)
      .set({ samples })
      .where(and(eq(recordingTakes.recording_id, owner.recordingId), eq(recordingTakes.take, take)));
    return { samples, recognised: active.recognising };
  }

  /** Stops every decoder (server shutdown): the pieces are stored, a later start decodes them again. */
  async close(): Promise<void> {
    const all = [...this.#running.values()];
    this.#active.clear();
    this.#running.clear();
    // Takes waiting for a slot start no decoder: they find themselves forgotten once they get one.
    for (const wake of this.#waiting.splice(0)) {
      this.#slotsTaken += 1;
      wake();
    }
    for (const active of all) active.decoder.kill();
  }

  forget(recordingId: number): void {
    for (const key of [...this.#active.keys()]) {
      if (key.startsWith(`${recordingId}:`)) this.#drop(key)?.decoder.kill();
    }
  }

  /** Removes the take from the maps; its slot is freed when its decoder ends (see #start). */
  #drop(key: string): ActiveTake | undefined {
    const running = this.#running.get(key);
    this.#active.delete(key);
    this.#running.delete(key);
    return running;
  }

  /** A decoder slot: at once when one is free, else after the takes that asked before (idle takes give theirs up). */
  async #slot(): Promise<void> {
    if (this.#slotsTaken < this.#app.config.liveDecoders) {
      this.#slotsTaken += 1;
      return;
    }
    const wait = new Promise<void>((resolve) => this.#waiting.push(resolve));
    const idleSince = performance.now() - LIVE_IDLE_MS;
    for (const [key, active] of this.#running) {
      if (!active.finishing && active.fedAt < idleSince) {
        this.#app.log.info({ recordingId: active.owner.recordingId, take: active.take }, 'idle live take gives its decoder up');
        this.#drop(key)?.decoder.kill();
      }
    }
    await wait;
  }

  /** A decoder ended: its slot goes to the first take waiting, else back to the pool. */
  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#slotsTaken -= 1;
  }

  #take(owner: Owner, take: number): Promise<ActiveTake> {
    const key = `${owner.recordingId}:${take}`;
    let active = this.#active.get(key);
    if (!active) {
      const started: Promise<ActiveTake> = this.#start(owner, take, () => this.#active.get(key) === started);
      active = started;
      this.#active.set(key, active);
      active.catch(() => {
        if (this.#active.get(key) === started) this.#active.delete(key);
      });
    }
    return active;
  }

  async #start(owner: Owner, take: number, isCurrent: () => boolean): Promise<ActiveTake> {
    const key = `${owner.recordingId}:${take}`;
    await this.#slot();
    let active: ActiveTake;
    try {
      if (!isCurrent()) throw new Error('live take forgotten while it waited for a decoder');
      active = await this.#spawn(owner, take);
    } catch (error) {
      this.#release();
      throw error;
    }
    // Forgotten while its decoder started: it ends, and its slot is freed then.
    if (!isCurrent()) active.decoder.kill();
    else this.#running.set(key, active);
    return active;
  }

  async #spawn(owner: Owner, take: number): Promise<ActiveTake> {
    const known = await this.#app.db
      .select({ start_ms: recordingSegments.start_ms })
      .from(recordingSegments)
      .where(and(eq(recordingSegments.recording_id, owner.recordingId), eq(recordingSegments.take, take)));
    const engine = this.#app.config.speech.engine;
    const model = engine === 'gigaam' ? await this.#gigaamModel() : null;
    const utteranceDir = engine === 'whisper' || engine === 'openai' ? path.join(this.#app.config.dataDir, 'tmp', `live-${owner.recordingId}-${take}`) : null;
    if (utteranceDir) await mkdir(utteranceDir, { recursive: true });
    const active: ActiveTake = {
      owner,
      take,
      next: 0,
      pumping: Promise.resolve(),
      samples: 0,
      recognising: model !== null || utteranceDir !== null,
      pending: new Set(),
      failed: null,
      fedAt: performance.now(),
      finishing: false,
      decoder: null as unknown as LiveDecoder,
    };
    active.decoder = new LiveDecoder({
      vad: DEFAULT_VAD,
      model,
      utteranceDir,
      threads: this.#app.config.speech.gigaam.threads || Math.min(2, defaultGigaamThreads()),
      knownStartsMs: known.map((row) => row.start_ms),
      onDecoded: (samples) => (active.samples = samples),
      onUnrecognised: (reason) => {
        active.recognising = false;
        this.#app.log.warn({ recordingId: owner.recordingId, take, reason }, 'live recognition unavailable');
      },
      onUtterance: (utterance) => {
        const work = this.#store(active, utterance)
          .catch((error: unknown) => {
            active.recognising = false;
            this.#app.log.warn({ err: error, recordingId: owner.recordingId, take }, 'live utterance not recognised');
          })
          .finally(() => active.pending.delete(work));
        active.pending.add(work);
      },
    });
    active.decoder.done.catch((error: unknown) => {
      active.failed = error as Error;
      this.#app.log.warn({ err: error, recordingId: owner.recordingId, take }, 'live decoding failed');
    });
    void active.decoder.done.catch(() => {}).finally(() => this.#release());
    return active;
  }

  async #gigaamModel(): Promise<GigaamLayout | null> {
    try {
      return await detectLayout(await waitForGigaamModel(this.#app, { signal: AbortSignal.timeout(MODEL_WAIT_MS) }));
    } catch (error) {
      this.#app.log.warn({ err: error }, 'no GigaAM model for live recognition');
      return null;
    }
  }

  /** Feeds the stored pieces that follow the last one fed, in order, up to `limit` pieces. */
  #pump(active: ActiveTake, limit = Number.POSITIVE_INFINITY): Promise<void> {
    active.pumping = active.pumping.then(async () => {
      const rows = await this.#app.db
        .select({ index: recordingPieces.index, key: recordingPieces.key })
        .from(recordingPieces)
        .where(
          and(
            eq(recordingPieces.recording_id, active.owner.recordingId),
            eq(recordingPieces.take, active.take),
            gte(recordingPieces.index, active.next),
          ),
        )
        .orderBy(asc(recordingPieces.index));
      for (const row of rows) {
        if (row.index !== active.next || row.index >= limit) break;
        const parts: Buffer[] = [];
        for await (const part of await this.#app.storage.read(row.key)) parts.push(part as Buffer);
        await active.decoder.write(Buffer.concat(parts));
        active.next += 1;
        active.fedAt = performance.now();
      }
    });
    return active.pumping;
  }

  async #store(active: ActiveTake, utterance: LiveUtterance): Promise<void> {
    const { owner, take } = active;
    let text = utterance.text;
    let engineMs = utterance.engineMs;
    if (utterance.wavPath) {
      const began = performance.now();
      try {
        const engine = createSpeechEngine(this.#app.config.speech, { models: this.#app.speechModels });
        const segments = await engine.transcribe(utterance.wavPath, { language: 'ru' });
        text = segments.map((segment) => segment.text).join(' ').trim();
      } finally {
        await rm(utterance.wavPath, { force: true });
      }
      engineMs = performance.now() - began;
    }
    if (!text) return;
    const id = `${take}:${utterance.startMs}`;
    const [row] = await this.#app.db
      .insert(recordingSegments)
      .values({ recording_id: owner.recordingId, id, take, start_ms: utterance.startMs, end_ms: utterance.endMs, text })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    const { offsets } = takeOffsets(await takesOf(this.#app, owner.recordingId), await this.decodedSamples(owner.recordingId));
    const segment = liveSegment(row, offsets.get(take) ?? 0);
    this.#app.log.info(
      { recordingId: owner.recordingId, segment: id, utteranceEndMs: utterance.endMs, engineMs: Math.round(engineMs) },
      'live segment recognised',
    );
    await this.#app.events.publish(owner.secretaryId, {
      type: 'recording.segment',
      protocol_id: owner.protocolId,
      recording_id: owner.recordingId,
      segment,
    });
  }
}
