import { type TimelineNoteCode, type TimelineNoteParams, timelineNoteText } from '@mc/contract';

/** What a timeline event says: a code and its parameters, shown by every reader in their language. */
export interface Note {
  code: TimelineNoteCode;
  params: TimelineNoteParams;
}

export const note = (code: TimelineNoteCode, params: TimelineNoteParams = {}): Note => ({ code, params });

/** The columns an event stores of its note: the code, its parameters (JSON) and the English text. */
export function noteColumns(n: Note): { code: string; params: string; text: string } {
  return { code: n.code, params: JSON.stringify(n.params), text: timelineNoteText(n.code, n.params) };
}
