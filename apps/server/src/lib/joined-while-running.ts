/**
 * `run`, shared by whoever asks while it is under way: they join the run in progress instead of
 * starting one more (a scrape's gauges reading one backlog, a readiness check on a database that
 * does not answer). Once it has settled, the next call runs it again.
 */
export function joinedWhileRunning<Result>(run: () => Promise<Result>): () => Promise<Result> {
  let running: Promise<Result> | undefined;
  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}
