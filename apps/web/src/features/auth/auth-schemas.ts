// Loaded when the sign-in or registration form is first focused or sent (lazyFormResolver), with zod.
export { loginSchema, registerSchema } from '@makerbazaar/core';
