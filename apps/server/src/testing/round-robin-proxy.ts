// A load balancer for cluster tests, as small as one can be: each request goes to the next server
// process in turn, and a connection error gets one retry on the process after it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Names the process that answered, so a test can tell who served what. */
export const UPSTREAM_HEADER = 'x-cluster-upstream';
/** Marks a 502 the proxy made itself: the process died with the request in flight. */
export const CUT_HEADER = 'x-cluster-proxy-cut';

export interface CutRequest {
  upstream: number;
  method: string;
  url: string;
  at: number;
  /** Cut while its answer was on the way: the client's connection is closed, as the process's was. */
  midAnswer: boolean;
}

export interface RoundRobinProxy {
  url: string;
  /** Requests that went to another process after a connection error. */
  retries: number;
  /** Requests whose process died while it had them: answered 502, or closed mid-answer. */
  cut: CutRequest[];
  close(): Promise<void>;
}

/** Headers of one connection, not of the request or answer: the proxy's own connections set their own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/** Requests safe to send twice: a connection error on them is retried whatever it was. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A proxy on a free port of 127.0.0.1 in front of `upstreams` (`http://127.0.0.1:<port>`). It
 * appends the client's address to X-Forwarded-For, as a load balancer does. A request whose
 * connection was refused never reached a process, so it is retried whatever its method; one cut off
 * after it was sent is retried only if it is idempotent: a checkout or a stock change may have
 * committed, and a real load balancer does not send it twice either (the client may, with its
 * Idempotency-Key).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  // No keep-alive towards the processes: a pooled socket to a killed process fails with a reset,
  // which would hide that the request never reached it.
  const agent = new http.Agent({ keepAlive: false });
  const proxy: RoundRobinProxy = {
    url: '',
    retries: 0,
    cut: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function forward(
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    upstream: number,
    attempt: number,
  ) {
    const target = new URL(request.url ?? '/', upstreams[upstream]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = http.request(
      target,
      {
        method: request.method,
        headers: {
          ...endToEnd(request.headers),
          'x-forwarded-for': forwardedFor,
          'content-length': String(body.length),
        },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...endToEnd(answer.headers),
          [UPSTREAM_HEADER]: String(upstream),
        });
        answer.pipe(response);
        answer.once('error', closeMidAnswer);
      },
    );
    const cut = (midAnswer: boolean) =>
      proxy.cut.push({ upstream, method: request.method ?? '', url: request.url ?? '', at: Date.now(), midAnswer });
    // Node reports a connection lost mid-answer on the answer, the request, or both: counted once.
    function closeMidAnswer() {
      if (response.destroyed) return;
      cut(true);
      response.destroy();
    }
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        closeMidAnswer();
        return;
      }
      const retry = attempt === 0 && (error.code === 'ECONNREFUSED' || IDEMPOTENT.has(request.method ?? ''));
      if (retry) {
        proxy.retries += 1;
        forward(request, body, response, (upstream + 1) % upstreams.length, 1);
        return;
      }
      cut(false);
      response.writeHead(502, { 'content-type': 'application/json', [CUT_HEADER]: '1' });
      response.end(JSON.stringify({ detail: `The server process went away: ${error.code ?? error.message}` }));
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const upstream = turn;
      turn = (turn + 1) % upstreams.length;
      forward(request, Buffer.concat(chunks), response, upstream, 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
