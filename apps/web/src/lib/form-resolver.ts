import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// zod probes `Function('')` unless told not to, which a strict Content-Security-Policy reports.
// Configured here, where forms first load zod, so pages without forms never download it.
z.config({ jitless: true });

/** react-hook-form validation with a shared schema from @makerbazaar/core. */
export const formResolver = zodResolver;
