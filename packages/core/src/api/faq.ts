import { z } from 'zod';

/** The help page's question categories, in the order the page offers them. */
export const FAQ_CATEGORIES = ['Orders', 'Returns', 'Technical', 'Payment', 'Coupons', 'Security', 'Delivery'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One published question of the help page; `id` is its slug, the answer's anchor on the page. */
export const faqEntrySchema = z.object({
  id: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** `GET /api/faq/`: every published entry, in the order staff set. */
export const faqListSchema = z.object({ results: z.array(faqEntrySchema) });
export type FaqList = z.infer<typeof faqListSchema>;
