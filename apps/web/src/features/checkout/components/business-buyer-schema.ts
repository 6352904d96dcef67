// Loaded when checkout's business details first validate (lazyFormResolver), with zod.
export { businessBuyerSchema } from '@makerbazaar/core';
