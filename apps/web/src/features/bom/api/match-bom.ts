import type { BomColumnMapping } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MatchInput {
  text: string;
  builds: number;
  /** The columns as the customer confirmed them; absent: the server reads them from the header. */
  mapping?: BomColumnMapping;
}

/** Reads pasted lines or a file's text on the server and matches each line to the catalogue. */
export function useMatchBom() {
  return useMutation({
    mutationFn: ({ text, builds, mapping }: MatchInput) => api('POST /bom/match/', { body: { text, builds, mapping } }),
  });
}
