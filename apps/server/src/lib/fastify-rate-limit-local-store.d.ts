/** The in-process counters of @fastify/rate-limit, which the package does not type on their own. */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    /** The counts, least recently used dropped first once `cache` keys are held. */
    readonly lru: { delete(key: string): void };
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
  export default LocalStore;
}
