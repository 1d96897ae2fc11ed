declare module 'az' {
  interface Tag {
    POS?: string;
    toString(): string;
    matches(grammemes: Record<string, string | boolean> | string): boolean;
    [grammeme: string]: unknown;
  }
  interface Parse {
    word: string;
    tag: Tag;
    score: number;
    normalize(keepPOS?: boolean): Parse;
    inflect(grammemes: string[]): Parse | false;
  }
  interface MorphFn {
    (word: string, options?: Record<string, unknown>): Parse[];
    init(path: string, callback: (error: Error | null) => void): void;
  }
  const Az: {
    Morph: MorphFn;
    load: (url: string, responseType: string, callback: (error: Error | null, data?: unknown) => void) => void;
  };
  export default Az;
}
