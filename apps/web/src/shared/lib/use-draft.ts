import { useCallback, useEffect, useRef, useState } from 'react';
import { drafts, type Draft } from './drafts';

const KEEP_AFTER_MS = 400;

/** The draft holds edits the server has not seen: made on its current version, or kept after its last change. */
function newerThanServer(draft: Draft<unknown>, server: { version: number; changedAt: string | null }): boolean {
  if (draft.baseVersion >= server.version || server.changedAt === null) return true;
  return Date.parse(draft.savedAt) > Date.parse(server.changedAt);
}

export interface DraftKeeper<T> {
  /** A draft left by an earlier visit (reload, crash) that differs from the server text: offer it back. */
  offered: Draft<T> | null;
  /** Takes the offered draft (the caller puts its value into the form). */
  restore: () => Draft<T> | null;
  /** Throws the offered draft away. */
  discard: () => void;
  /** Forgets the kept draft: the text was saved. */
  clear: () => void;
}

/**
 * Keeps the values of a dirty editor in IndexedDB under `key` (a moment after each change) and removes them once
 * the editor is clean again. On mount it looks for a draft left behind and offers it when it differs from what
 * the server has (`same` compares) and is really newer than it (issue 23): kept on the server's current version,
 * or kept after the server's text last changed. A draft older than a save (its own save that went through after a
 * failed try, say) is dropped, not offered to put old text over new.
 */
export function useDraft<T>(options: {
  key: string;
  values: T;
  dirty: boolean;
  baseVersion: number;
  /** When the server's text last changed (ISO); null when not known. */
  serverChangedAt: string | null;
  same: (a: T, b: T) => boolean;
}): DraftKeeper<T> {
  const { key, values, dirty, baseVersion, same } = options;
  const server = useRef({ version: baseVersion, changedAt: options.serverChangedAt });
  const [offered, setOffered] = useState<Draft<T> | null>(null);
  const [checked, setChecked] = useState(false);
  const initial = useRef(values);

  useEffect(() => {
    let live = true;
    void drafts.get<T>(key).then((draft) => {
      if (!live) return;
      if (draft && !same(draft.value, initial.current) && newerThanServer(draft, server.current)) setOffered(draft);
      else if (draft) void drafts.remove(key);
      setChecked(true);
    });
    return () => {
      live = false;
    };
    // Looked for once per editor; `same` is a pure comparison.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    // Until the user has answered the offer, the draft on disk is theirs to decide on.
    if (!checked || offered) return;
    if (!dirty) {
      void drafts.remove(key);
      return;
    }
    const timer = setTimeout(() => void drafts.put(key, values, baseVersion), KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [checked, offered, dirty, key, values, baseVersion]);

  const restore = useCallback(() => {
    const draft = offered;
    setOffered(null);
    return draft;
  }, [offered]);
  const discard = useCallback(() => {
    setOffered(null);
    void drafts.remove(key);
  }, [key]);
  const clear = useCallback(() => void drafts.remove(key), [key]);

  return { offered, restore, discard, clear };
}
