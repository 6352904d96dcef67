import { createHash } from 'node:crypto';
import type { Language } from '@makerbazaar/core';
import { type DehydratedState, dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type CarriedState, carriedState, createQueryClient, serverStateScript } from '@/app/query-client';
import { ApiError } from '@/lib/api-client';
import { type AskedQuery, answerQueries, renderPage } from './render-page';

/**
 * A page as the server sends it: the markup of `#root`, the answers it shows for the browser to
 * start from (both in UTF-8: mostly ASCII, which a string with one ₹ in it holds in two bytes a
 * character), and its tab title in the reader's language.
 */
export interface RenderedPage {
  rootHtml: Buffer;
  stateScript: Buffer;
  title: string | undefined;
}

interface CachedPage {
  page: RenderedPage;
  /** The queries the page showed the answers of, to ask again. */
  queries: AskedQuery[];
  answers: string;
  bytes: number;
}

/**
 * The answers the browser starts from: every answer, and a 404 (the page says the product is not
 * found, in its first HTML); other failures the browser asks again for.
 */
const shownAnswer = (query: Query) =>
  query.state.status === 'success' || (query.state.error instanceof ApiError && query.state.error.status === 404);

/**
 * What a product in a list carries that no screen reads from a list: the gallery and the first
 * picture's plain name (cards and rows show `primary_image` and its sizes), and when it was added
 * (a sort the server applies). The product page reads them from the product's own answer. Left out
 * of a page's answers they are 40% of a list's bytes (550 of 1,450 a product).
 */
const NOT_READ_FROM_A_LIST = new Set(['image', 'images', 'created_at']);

/**
 * The description, read from a list only by the search page's list layout; the quick view asks for
 * the product itself. Left out of other lists it is a third of `/`'s answers (6.8 of 20.7 KB).
 */
const READ_ONLY_FROM_SEARCH = 'description';

/** The answers that are lists of products: a listing's page, a product's similar ones. */
const listsProducts = ([kind, , part]: QueryKey) => kind === 'listing' || (kind === 'product' && part === 'similar');

const isSearch = ([kind, path]: QueryKey) => kind === 'listing' && path === '/search/';

const withoutUnread = (product: Record<string, unknown>, searched: boolean) =>
  Object.fromEntries(
    Object.entries(product).filter(
      ([field]) => !NOT_READ_FROM_A_LIST.has(field) && (searched || field !== READ_ONLY_FROM_SEARCH),
    ),
  );

/** The answers as the page carries them: lists of products without what no list shows. */
export function carried(state: DehydratedState): CarriedState {
  const answers = carriedState(state);
  return {
    queries: answers.queries.map((query) => {
      const data = query.state.data as { results?: Record<string, unknown>[] } | undefined;
      if (!listsProducts(query.queryKey) || !Array.isArray(data?.results)) return query;
      const searched = isSearch(query.queryKey);
      const results = data.results.map((product) => withoutUnread(product, searched));
      return { ...query, state: { ...query.state, data: { ...data, results } } };
    }),
  };
}

/** A fingerprint of every answer the page shows (not when they were fetched). */
function answersOf(queryClient: QueryClient): string {
  const answered = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'pending')
    .map((query) => [query.queryHash, query.state.status, query.state.data]);
  return createHash('sha1').update(JSON.stringify(answered)).digest('base64url');
}

/**
 * At most `size` tasks at a time; the others wait their turn in order. A render holds a page's whole
 * tree, its data and its HTML, and keeps the CPU busy: more at once only raise the memory peak.
 */
class Slots {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** Renders at once: a render works in this one thread, so a second only fills the time the first waits on the API. */
const CONCURRENT_RENDERS = 2;

/**
 * Server-rendered pages by URL and language. A page is the same HTML as long as the API gives the same answers
 * (a guest's page depends on nothing else): a request asks its queries again, which the API
 * mostly answers from its own caches, and renders only when an answer changed. So any change
 * (price, stock, a course, a review) shows in the next page, and nothing is rendered twice for
 * nothing.
 */
export class RenderedPages {
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Slots(CONCURRENT_RENDERS);
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(url: string, language: Language): Promise<RenderedPage> {
    const key = `${language} ${url}`;
    const queryClient = createQueryClient();
    const cached = this.pages.get(key);
    if (cached) {
      await answerQueries(queryClient, cached.queries);
      const answers = answersOf(queryClient);
      if (answers === cached.answers) {
        this.pages.delete(key);
        this.pages.set(key, cached);
        return cached.page;
      }
    }
    const { html: rootHtml, title } = await this.renders.run(() => renderPage(url, language, queryClient));
    const page = {
      rootHtml,
      stateScript: Buffer.from(
        serverStateScript(carried(dehydrate(queryClient, { shouldDehydrateQuery: shownAnswer }))),
      ),
      title,
    };
    const answered = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== 'pending');
    // A page showing a failure that may pass (the API busy, say) is rendered again next time.
    if (answered.some((query) => !shownAnswer(query))) return page;
    const queries = answered.map((query) => ({ ...query.options, queryKey: query.queryKey }));
    this.keep(key, {
      page,
      queries,
      answers: answersOf(queryClient),
      bytes: rootHtml.length + page.stateScript.length,
    });
    return page;
  }

  private keep(key: string, entry: CachedPage): void {
    this.forget(key);
    if (entry.bytes > this.maxBytes) return;
    this.pages.set(key, entry);
    this.bytes += entry.bytes;
    // Map order is insertion order, and a hit moves its page to the end: the first is the least recently used.
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}
