import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A Redis server of the test's own (the machine's `redis-server`), which it may stop, pause and start again. */
export interface OwnRedis {
  url: string;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it as a crash or a restart would: its port refuses connections until `start`. */
  stop(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as with a hung or overloaded server. */
  pause(): void;
  resume(): void;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts a Redis on a free port that keeps nothing on disk; never the machine's shared one. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      started.once('error', (error) =>
        reject(new Error(`redis-server could not start (${error.message}); install it: apt-get install redis-server`)),
      );
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });
    started.removeAllListeners('exit');
    server = started;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      if (!server || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
  };
}
