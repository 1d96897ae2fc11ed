import { useCallback, useState } from 'react';
import { defaultDraft, type Meeting, type MeetingTimes } from '../../../entities/meeting';
import type { MeetingEditorTarget } from './meeting-form';

export interface MeetingEditor {
  opened: boolean;
  /** Kept after closing so the modal's content does not vanish during its closing transition. */
  target: MeetingEditorTarget | null;
  /** Increases with every opening: a fresh form each time. */
  session: number;
  openCreate: (draft?: MeetingTimes) => void;
  openEdit: (meeting: Meeting) => void;
  close: () => void;
}

/** Which meeting the editor modal shows; the page owns it, the calendar and the toolbar open it. */
export function useMeetingEditor(): MeetingEditor {
  const [state, setState] = useState<{ opened: boolean; target: MeetingEditorTarget | null; session: number }>({
    opened: false,
    target: null,
    session: 0,
  });
  const open = useCallback(
    (target: MeetingEditorTarget) => setState((current) => ({ opened: true, target, session: current.session + 1 })),
    [],
  );
  const openCreate = useCallback((draft?: MeetingTimes) => open({ mode: 'create', draft: draft ?? defaultDraft() }), [open]);
  const openEdit = useCallback((meeting: Meeting) => open({ mode: 'edit', meeting }), [open]);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { ...state, openCreate, openEdit, close };
}
