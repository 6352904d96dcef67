import type { testGatewayAnswerSchema, testGatewaySchema } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type TestGatewayInput = z.input<typeof testGatewaySchema>;
export type GatewayAnswer = z.infer<typeof testGatewayAnswerSchema>;

/** The built-in test gateway: pays (a signed answer) or declines (402) a pending test order. */
export function useTestGateway() {
  return useMutation({
    mutationFn: (input: TestGatewayInput) => api('POST /payments/test/', { body: input }),
  });
}
