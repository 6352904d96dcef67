import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLatePartsUntilStarted, lazyAfterStart, preloadScreen, reloadForNewBuild } from './screen-chunks';

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the build's list once, then preloads each chunk of a screen once", async () => {
    const fetchList = vi.fn(async () =>
      Response.json({
        'src/features/catalog/product-page.tsx': ['/assets/product-page-a.js', '/assets/dist-b.js'],
        'src/features/checkout/checkout-page.tsx': ['/assets/checkout-page-c.js', '/assets/dist-b.js'],
      }),
    );
    vi.stubGlobal('fetch', fetchList);
    preloadScreen('src/features/catalog/product-page.tsx');
    await vi.waitFor(() => expect(preloadLinks()).toEqual(['/assets/product-page-a.js', '/assets/dist-b.js']));
    preloadScreen('src/features/checkout/checkout-page.tsx');
    preloadScreen('src/features/catalog/product-page.tsx');
    preloadScreen('src/features/no-such-page.tsx');
    await vi.waitFor(() =>
      expect(preloadLinks()).toEqual(['/assets/product-page-a.js', '/assets/dist-b.js', '/assets/checkout-page-c.js']),
    );
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList).toHaveBeenCalledWith('/screen-chunks.json');
  });

  it('adds a long list of chunks a few at a time, each slice in a task of its own', async () => {
    // A module of its own: the list the first test fetched is kept for the page's life.
    vi.resetModules();
    const { PRELOADS_PER_TASK, preloadScreen } = await import('./screen-chunks');
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 2 }, (_, n) => `/assets/part-${n}.js`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ 'src/features/home.tsx': ['/assets/home.js'], 'src/features/checkout.tsx': files }),
      ),
    );
    preloadScreen('src/features/home.tsx');
    await vi.waitFor(() => expect(preloadLinks()).toContain('/assets/home.js'));
    const before = preloadLinks().length;
    // What the page does before the browser's next task: promises settle, timers wait.
    const microtasks = async () => {
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    };
    vi.useFakeTimers();
    try {
      preloadScreen('src/features/checkout.tsx');
      await microtasks();
      expect(preloadLinks().slice(before)).toEqual(files.slice(0, PRELOADS_PER_TASK));
      vi.runOnlyPendingTimers();
      await microtasks();
      expect(preloadLinks().slice(before)).toEqual(files.slice(0, PRELOADS_PER_TASK * 2));
      vi.runOnlyPendingTimers();
      await microtasks();
      expect(preloadLinks().slice(before)).toEqual(files);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the page again once for a missing chunk (a deploy), not again within a minute', () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadForNewBuild(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(reloadForNewBuild(reload)).toBe(false);
    vi.advanceTimersByTime(31_000);
    expect(reloadForNewBuild(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('lazyAfterStart', () => {
  const part = () => {
    const load = vi.fn(async () => ({ default: () => <p>menus</p> }));
    const Part = lazyAfterStart(load);
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Part />
      </Suspense>,
    );
    return load;
  };

  it('asks for a part only once the app has started', async () => {
    const release = holdLatePartsUntilStarted();
    const load = part();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    release();
    expect(await screen.findByText('menus')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a part at once where nothing holds it back', async () => {
    holdLatePartsUntilStarted()();
    part();
    expect(await screen.findByText('menus')).toBeInTheDocument();
  });
});
