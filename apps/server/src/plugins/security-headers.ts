import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer; `inlineScriptHashes` are the inline scripts the app's page may run,
 * `imageOrigins` other origins its images come from (a public media bucket that /media/uploads/
 * redirects to: the policy applies to where a redirect leads). The middleware is built once: @fastify/helmet builds it anew
 * for each request, which cost catalogue reads about a third of their throughput (bench/README.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScriptHashes: string[],
  imageOrigins: string[] = [],
): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', ...imageOrigins],
        // Razorpay's checkout.js and the payment frame it opens; the page's own inline scripts by their hashes.
        'script-src': ["'self'", 'https://checkout.razorpay.com', ...inlineScriptHashes],
        'frame-src': ['https://api.razorpay.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
