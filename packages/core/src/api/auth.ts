import { z } from 'zod';
import { multilineText, text } from './common.js';

export const REQUIRED = 'This field is required.';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORDS_DIFFER = 'Passwords do not match.';

const required = (max: number) =>
  text({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, `Ensure this field has no more than ${max} characters.`);

export const usernameField = text({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(150, 'Ensure this field has no more than 150 characters.')
  .regex(
    /^[\w.@+-]+$/,
    'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  );

export const emailField = text({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .pipe(z.email('Enter a valid email address.').max(254));

/** Indian mobile numbers: 10 digits starting 6-9, optionally written with +91 / 0 and spaces or dashes. */
export const phoneField = text({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(?:\+91|0)?[6-9]\d{9}$/,
        'Enter a valid Indian mobile number (10 digits, optionally starting with +91).',
      ),
  )
  .transform((v) => `+91${v.slice(-10)}`);

/** The rules a password must meet on its own; the ones that compare it with other fields are below. */
export const passwordField = text({ message: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Ensure this field has no more than 128 characters.')
  .refine((v) => !/^\d+$/.test(v), 'This password is entirely numeric.');

/** Compared with the password beside it, so only its presence is checked here. */
const confirmPasswordField = text({ message: REQUIRED }).min(1, REQUIRED).max(128);

interface PasswordPair {
  password?: unknown;
  confirm_password?: unknown;
  username?: unknown;
}

/** Cross-field password rules, run even when other fields failed so every error shows at once. */
export function checkPasswordPair(passwordKey: 'password' | 'new_password') {
  return (value: PasswordPair & { new_password?: unknown }, ctx: z.RefinementCtx) => {
    const password = value[passwordKey];
    if (typeof password !== 'string') return;
    if (typeof value.confirm_password === 'string' && value.confirm_password !== password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORDS_DIFFER });
    }
    if (typeof value.username === 'string' && value.username.trim().toLowerCase() === password.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: [passwordKey], message: 'The password is too similar to the username.' });
    }
  };
}

export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    first_name: required(150),
    last_name: required(150),
    phone: phoneField,
    password: passwordField,
    confirm_password: confirmPasswordField,
  })
  .superRefine(checkPasswordPair('password'));
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  username: text({ message: REQUIRED }).trim().min(1, REQUIRED).max(254),
  password: text({ message: REQUIRED }).min(1, REQUIRED).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Sign-in, refresh and password change: `{access, refresh}` for API clients, `{access}` in cookie mode. */
export const sessionTokensSchema = tokenPairSchema.partial({ refresh: true });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** The refresh token may come in the body (API clients) or the HttpOnly cookie (the web app). */
export const refreshSchema = z.object({ refresh: text().max(200).optional() });

export const profileSchema = z.object({ phone: z.string(), address: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: z.string(),
  is_staff: z.boolean(),
  profile: profileSchema,
  /** Whether `email` is proven the customer's: until it is, it receives only its verification e-mail. */
  email_verified: z.boolean(),
  /** An address the customer changed to, waiting for its link; `email` stays in use until then. */
  pending_email: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileSchema = z.object({
  first_name: required(150).optional(),
  last_name: required(150).optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  address: multilineText().trim().max(500, 'Ensure this field has no more than 500 characters.').optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    old_password: text({ message: REQUIRED }).min(1, REQUIRED).max(128),
    new_password: passwordField,
    confirm_password: confirmPasswordField,
  })
  .superRefine(checkPasswordPair('new_password'));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const passwordResetSchema = z.object({ email: emailField });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: text({ message: REQUIRED }).min(1, REQUIRED).max(200),
    password: passwordField,
    confirm_password: confirmPasswordField,
  })
  .superRefine(checkPasswordPair('password'));
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

export const PASSWORD_RESET_SENT =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 30 minutes.';

/** How long the link that verifies an e-mail address works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 48;

export const emailVerificationSchema = z.object({
  token: text({ message: REQUIRED }).trim().min(1, REQUIRED).max(200),
});
export type EmailVerificationInput = z.input<typeof emailVerificationSchema>;

/** A followed verification link: the address it proved, now the account's. */
export const emailVerifiedSchema = z.object({ detail: z.string(), email: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/**
 * Why a verification link did nothing: unknown (`invalid`), past its time (`expired`), followed
 * before (`used`), for an address the account no longer asks for (`replaced`), or for an address
 * another account took meanwhile (`taken`).
 */
export const EMAIL_LINK_REFUSALS = ['invalid', 'expired', 'used', 'replaced', 'taken'] as const;
export type EmailLinkRefusal = (typeof EMAIL_LINK_REFUSALS)[number];
export const emailLinkRefusedSchema = z.object({ detail: z.string(), reason: z.enum(EMAIL_LINK_REFUSALS) });
export type EmailLinkRefused = z.infer<typeof emailLinkRefusedSchema>;
