import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONTENT_END_ID, drawingUrl, type Language, languageTag, SCREEN_CHUNKS_PATH } from '@makerbazaar/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../lib/request-language.js';
import { MEDIA_STORE_DOWN_MESSAGE, type MediaStore, MediaStoreUnavailableError } from '../media/media-store.js';
import { PART_IMAGES_DIR, PART_IMAGES_URL_PREFIX, SHARED_DRAWINGS } from '../media/part-images.js';
import { PROJECT_IMAGES_DIR, PROJECT_IMAGES_URL_PREFIX } from '../media/project-images.js';
import { etagOf, pageEncodingFor, SentPages } from './sent-pages.js';

const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Where uploaded product images are served from; their file names never repeat, so they are cached for good. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A file name in the uploads store: no path, nothing hidden. */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** How long a browser keeps a redirect to the public bucket: a day, so a change of MEDIA_PUBLIC_URL is seen. */
const UPLOAD_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * A media directory for an app given none (tests): a fresh temporary folder, removed when the app
 * closes, so no test writes into another's images or leaves files behind.
 */
export async function temporaryMediaDir(app: FastifyInstance): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'makerbazaar-media-'));
  app.addHook('onClose', async () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Hashed assets never change; the shell must always be revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The built app's HTML page, read once at start: a deploy restarts the server with the new build. */
export interface WebShell {
  /** As built, for pages the app draws: the stylesheet and the first script in its head. */
  html: string;
  /**
   * For pages rendered on the server: the stylesheet in its head as well (a file, which the browser
   * caches across pages), the app's code asked for after the first paint.
   */
  htmlForRenderedPage: string;
  /** The CSP hashes (`'sha256-…'`) of the page's inline scripts (the theme is chosen before the first paint). */
  inlineScriptHashes: string[];
  /** By a screen's source path, the chunks it needs beyond the first script (`/assets/…`), from the build's manifest. */
  screenChunks: ReadonlyMap<string, string[]>;
}

/** A chunk in Vite's build manifest (`.vite/manifest.json`), keyed there by source path or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * The chunks each lazily loaded screen imports, itself included, less those the first script
 * already loads: the browser preloads them all when it first shows the screen, instead of learning
 * of each chunk from the one importing it.
 */
function screenChunksOf(webDist: string): Map<string, string[]> {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const firstScript = closure('index.html');
  return new Map(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => [key, [...closure(key)].filter((file) => !firstScript.has(file)).map((file) => `/${file}`)]),
  );
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const FIRST_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINKS = /\s*<link rel="(?:modulepreload|preload)"[^>]*>/g;
const MODULE_PRELOAD_HREF = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/**
 * A rendered page's first paint waits until the parser has passed its content, at the empty element
 * the layout puts after it (Chromium since 124; other browsers paint as before). Chromium lets a page
 * paint once the element named is in the document, not once it is whole, so the mark is after the
 * content, not the content's own element. Painted while the parser was still in the header or the
 * first results, the page moved as the rest arrived (the search box slid over as the header's buttons
 * were parsed), and each partial paint was one more layout of the page on a slow phone.
 */
const PAINT_WHEN_CONTENT_PARSED = `<link rel="expect" href="#${CONTENT_END_ID}" blocking="render">`;
/** The worker that reads ICU's number data off the main thread (apps/web/public). */
const NUMBER_DATA_WORKER = '/warm-number-data.js';
/** When the app starts if no frame is drawn first (a tab opened in the background draws none). */
const START_WITHOUT_FRAME_MS = 500;
/** When the app starts if the page's first pictures have not arrived by then. */
const START_WITHOUT_IMAGES_MS = 2_500;

/**
 * A server-rendered page asks for the app's code once it has painted: in its head, the first script
 * and its preloads shared the network with the page itself, and on a slow phone line the page
 * painted only when they had arrived too (Lighthouse's simulated slow 4G: first paint 2.6-3.0 s).
 * The page is whole without them; they arrive a frame later. Returns the page and its starter.
 */
function startingAfterFirstPaint(html: string): { html: string; starter: string } {
  const entry = FIRST_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, starter: '' };
  const preloads = (html.match(PRELOAD_LINKS) ?? []).map((link) => link.trim()).join('');
  // The chunks the first script imports, in the build's order: a chunk's imports before it.
  const scripts = [...[...html.matchAll(MODULE_PRELOAD_HREF)].map(([, href]) => href), entry];
  const starter = `(() => {
  // The first number formatter a page makes reads ICU's data (100-200 ms on a slow phone), and the
  // app's first plural or price makes one: a worker reads it on a thread of its own, from now, so it
  // is done before the app's code has arrived.
  if (window.Worker) new Worker(${JSON.stringify(NUMBER_DATA_WORKER)});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.insertAdjacentHTML('beforeend', ${JSON.stringify(preloads)});
    runNext();
  };
  // The first script's chunks are run one to a task, each once the one before has run (React DOM's
  // in a task of its own): all run in one task, they were the longest task after the first paint.
  const scripts = ${JSON.stringify(scripts)};
  const runNext = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.shift();
    if (scripts.length) {
      const next = () => setTimeout(runNext);
      script.addEventListener('load', next, { once: true });
      script.addEventListener('error', next, { once: true });
    }
    document.head.append(script);
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, ${START_WITHOUT_FRAME_MS});
  };
  const first = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !image.complete);
  let loading = first.length;
  if (loading === 0) afterPaint();
  for (const image of first) {
    const loaded = () => --loading === 0 && afterPaint();
    image.addEventListener('load', loaded, { once: true });
    image.addEventListener('error', loaded, { once: true });
  }
  setTimeout(start, ${START_WITHOUT_IMAGES_MS});
})();`;
  const page = html
    .replace(FIRST_SCRIPT, '')
    .replace(PRELOAD_LINKS, '')
    .replace('</head>', () => `  ${PAINT_WHEN_CONTENT_PARSED}\n  </head>`)
    .replace('</body>', () => `  <script>${starter}</script>\n  </body>`);
  return { html: page, starter };
}

function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The built app's page, or undefined when the web app has not been built. */
export function readWebShell(webDist: string): WebShell | undefined {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  // The list of each screen's chunks, which the app reads when it first shows a screen, is fetched
  // beside the first script.
  const html = readFileSync(indexPath, 'utf8').replace(
    '</head>',
    `  <link rel="preload" as="fetch" crossorigin href="${SCREEN_CHUNKS_PATH}">\n  </head>`,
  );
  const rendered = startingAfterFirstPaint(html);
  const inlineScriptHashes = [
    ...[...html.matchAll(INLINE_SCRIPT)].map(([, script]) => cspHash(script ?? '')),
    ...(rendered.starter ? [cspHash(rendered.starter)] : []),
  ];
  return {
    html,
    htmlForRenderedPage: rendered.html,
    inlineScriptHashes,
    screenChunks: screenChunksOf(webDist),
  };
}

/**
 * The app's HTML for one URL (path and query): its HTTP status (404 for a page the shop does not
 * have) and the page with its own head, and for a public page its rendered markup.
 */
export type ShellForPath = (url: string, shell: WebShell, language: Language) => Promise<ShellAnswer>;

/** A page of the app for one URL. */
export interface ShellAnswer {
  status: number;
  /** The page's HTML, built when it is needed: not for a page sent before. */
  html: () => string;
  /**
   * For a page made of parts kept elsewhere (a rendered page the renderer keeps): those parts, and
   * what else went into its HTML (status, head). The same parts and variant are the same HTML.
   */
  madeOf?: { parts: object; variant: string };
}

/**
 * The shell in the visitor's language (the language switch's cookie, else the browser's): tagged, and rendered
 * in it. A page made of kept parts goes in a compressed copy made once, and when found, with an
 * ETag (304 when the browser has it).
 */
async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: WebShell,
  shellFor: ShellForPath,
  sentPages: SentPages,
) {
  const language = requestLanguage(request);
  const answer = await shellFor(request.url, shell, language);
  const html = () => answer.html().replace('<html lang="en-IN">', `<html lang="${languageTag(language)}">`);
  reply
    .code(answer.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-language, accept-encoding')
    .type('text/html; charset=utf-8');
  if (!answer.madeOf) return reply.send(html());
  const page = sentPages.page(answer.madeOf.parts, `${language} ${answer.madeOf.variant}`, html);
  // Only a page that is there is "not modified": a 404 is answered in full every time.
  if (answer.status === 200) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html());
  return reply.header('content-encoding', encoding).send(await page.copy(encoding));
}

/**
 * Serves the part and project illustrations, uploaded product images, the built web app (hashed
 * assets cached for a year, the shell never), and the app shell for every other non-API path so
 * deep links work: 200 for the storefront's pages, 404 (still the shell, which shows the not-found
 * page) for any other path and for a product, category, course or project the shop does not show.
 * Unknown `/api/...` paths and missing files answer 404, never the HTML shell.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  mediaStore: MediaStore,
  shell: WebShell | undefined,
  shellFor: ShellForPath,
): Promise<void> {
  await registerStaticFiles(app, webDist, shell !== undefined);
  registerUploads(app, mediaStore);
  const sentPages = new SentPages();
  if (shell) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, shell, shellFor, sentPages));
    registerScreenChunks(app, shell);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
    if (!shell || path.extname(pathname) !== '' || request.method !== 'GET') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // The app draws its not-found page either way; the status tells browsers and search engines.
    return sendShell(request, reply, shell, shellFor, sentPages);
  });
}

/** The chunks of each screen, for the browser to preload when it first goes to one; the same until a deploy. */
function registerScreenChunks(app: FastifyInstance, shell: WebShell): void {
  const body = JSON.stringify(Object.fromEntries(shell.screenChunks));
  const etag = etagOf(body);
  app.get(SCREEN_CHUNKS_PATH, { schema: { hide: true } }, (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Uploaded product images, from whichever store holds them, at the same URLs and with the same
 * headers; or, with a public bucket (MEDIA_PUBLIC_URL), a redirect there. A store that does not
 * answer costs that one image a 502, never the page.
 */
function registerUploads(app: FastifyInstance, store: MediaStore): void {
  app.get(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!UPLOAD_NAME.test(name)) return reply.callNotFound();
    const publicUrl = store.publicUrlOf(name);
    if (publicUrl) return reply.header('cache-control', UPLOAD_REDIRECT_CACHE_CONTROL).redirect(publicUrl, 302);
    let object: Awaited<ReturnType<MediaStore['get']>>;
    try {
      object = await store.get(name);
    } catch (error) {
      if (!(error instanceof MediaStoreUnavailableError)) throw error;
      request.log.warn({ err: error }, 'an uploaded image could not be read');
      return reply
        .code(502)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(MEDIA_STORE_DOWN_MESSAGE);
    }
    if (!object) return reply.callNotFound();
    reply.header('cache-control', UPLOAD_CACHE_CONTROL).type(object.contentType);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.etag) {
      reply.header('etag', object.etag);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
    }
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}

/**
 * Every file is given a route of its own when the server starts (`wildcard: false`): a deploy or a
 * new picture restarts the server anyway. With one route for a whole folder, @fastify/static read
 * the folder's listing on every request to check the name's spelling (the app's folder holds about
 * 600 files) and looked for each compressed copy on disk, pages' paths included, before they fell
 * through to the page; about 2 ms of the server's CPU an asset, taken from the page loading beside it.
 */
async function registerStaticFiles(app: FastifyInstance, webDist: string, hasWebApp: boolean): Promise<void> {
  for (const [root, prefix] of [
    [PART_IMAGES_DIR, PART_IMAGES_URL_PREFIX],
    [PROJECT_IMAGES_DIR, PROJECT_IMAGES_URL_PREFIX],
  ]) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  }
  for (const [kind, picture] of Object.entries(SHARED_DRAWINGS)) {
    app.get(drawingUrl(kind), { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(drawingUrl(picture), 301),
    );
  }

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Dot folders get no routes (the server-render module, `.ssr/`, is not for browsers), nor do the
      // build's compressed copies: each file's `.br` or `.gz` is sent for it where the browser takes
      // one, not compressed anew.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
}
