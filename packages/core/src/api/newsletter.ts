import { z } from 'zod';

export const newsletterSubscribeSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((e) => e.toLowerCase()),
});
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;
