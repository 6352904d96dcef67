import type { BomColumnMapping, BomLine } from '@makerbazaar/core';

/** A parts list on the page: its lines as matched, the part chosen for each, and how many boards. */
export interface BomDraft {
  lines: BomLine[];
  choices: (number | null)[];
  builds: number;
  name: string;
  /** The saved list it is, once saved or opened. */
  listId?: number;
  /** What was read, kept to read it again with the columns the customer confirms. */
  source?: { text: string; columns: string[]; sample: string[][]; mapping: BomColumnMapping; unsure: boolean };
}

// A guest who saves is sent to sign in: the list waits here for the page they come back to.
const KEPT_FOR_SIGN_IN = 'makerbazaar.bom-draft';

export function keepDraftForSignIn(draft: BomDraft): void {
  try {
    sessionStorage.setItem(KEPT_FOR_SIGN_IN, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the list is read again from the file after signing in.
  }
}

/** The list a guest was saving when sent to sign in, once. */
export function takeKeptDraft(): BomDraft | null {
  try {
    const kept = sessionStorage.getItem(KEPT_FOR_SIGN_IN);
    sessionStorage.removeItem(KEPT_FOR_SIGN_IN);
    return kept ? (JSON.parse(kept) as BomDraft) : null;
  } catch {
    return null;
  }
}
