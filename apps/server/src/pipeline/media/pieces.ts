export interface Piece {
  /** First sample (inclusive). */
  from: number;
  /** Last sample (exclusive). */
  to: number;
}

export interface PlanPiecesOptions {
  total: number;
  /** Longest piece, in samples. */
  maxLength: number;
  /** How far before the hard limit to look for a quiet cut, in samples. */
  searchLength: number;
  /** The quietest sample index within [from, to). */
  quietestIn: (from: number, to: number) => number | Promise<number>;
  /** A final piece shorter than this is joined to the previous one (only where pieces may run long). */
  minTailLength?: number;
}

/** Cuts [0, total) into pieces no longer than maxLength, each cut placed at a quiet moment when one is near. */
export async function planPieces(options: PlanPiecesOptions): Promise<Piece[]> {
  const { total, maxLength, searchLength, quietestIn, minTailLength = 0 } = options;
  if (maxLength <= 0) throw new Error('maxLength must be positive');
  const pieces: Piece[] = [];
  let position = 0;
  while (total - position > maxLength) {
    const limit = position + maxLength;
    const searchFrom = Math.max(position + Math.floor(maxLength / 2), limit - searchLength);
    const quiet = Math.floor(await quietestIn(searchFrom, limit));
    const cut = quiet > position && quiet <= limit ? quiet : limit;
    pieces.push({ from: position, to: cut });
    position = cut;
  }
  if (position < total || pieces.length === 0) pieces.push({ from: position, to: total });
  const last = pieces.at(-1);
  const previous = pieces.at(-2);
  if (last && previous && last.to - last.from < minTailLength) {
    previous.to = last.to;
    pieces.pop();
  }
  return pieces;
}
