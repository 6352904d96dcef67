import { z } from 'zod';
import { multilineText, text } from './common.js';

const required = (label: string, max: number, kind = text) =>
  kind({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactMessageSchema = z.object({
  name: required('Name', 120),
  email: text().trim().min(1, 'Email is required.').pipe(z.email('Enter a valid email address.').max(254)),
  subject: required('Subject', 200),
  message: required('Message', 5000, multilineText),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

export const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";
