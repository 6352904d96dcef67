import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet builds it anew
 * for each request, which cost catalogue reads about a third of their throughput (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        // Razorpay's checkout.js and the payment frame it opens.
        'script-src': ["'self'", 'https://checkout.razorpay.com'],
        'frame-src': ['https://api.razorpay.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
