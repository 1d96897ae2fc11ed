/** The last `capacity` samples of a stream, addressed by their position in the whole stream. */
export class SampleHistory {
  #buffer: Float32Array;
  #length = 0;
  /** Stream position of the first sample held. */
  start = 0;

  constructor(capacity: number) {
    this.#buffer = new Float32Array(capacity * 2);
  }

  get end(): number {
    return this.start + this.#length;
  }

  push(samples: Float32Array): void {
    const capacity = this.#buffer.length / 2;
    if (this.#length + samples.length > this.#buffer.length) {
      const keep = Math.max(0, Math.min(this.#length, capacity - samples.length));
      this.#buffer.copyWithin(0, this.#length - keep, this.#length);
      this.start += this.#length - keep;
      this.#length = keep;
    }
    if (samples.length > this.#buffer.length - this.#length) {
      // Longer than the whole buffer: only its tail is kept.
      const tail = samples.subarray(samples.length - capacity);
      this.start += this.#length + samples.length - tail.length;
      this.#buffer.set(tail, 0);
      this.#length = tail.length;
      return;
    }
    this.#buffer.set(samples, this.#length);
    this.#length += samples.length;
  }

  /** Samples [from, to) of the stream, as far as they are still held. */
  view(from: number, to: number): { from: number; samples: Float32Array } {
    const first = Math.max(from, this.start);
    const last = Math.max(first, Math.min(to, this.end));
    return { from: first, samples: this.#buffer.subarray(first - this.start, last - this.start) };
  }
}
