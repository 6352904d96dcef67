import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL, useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="reviews">Reviews</h2>;
}

/** jsdom does not scroll: the page's position is set by hand and every scroll asked for is recorded. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  const scrolls = vi.fn();
  beforeEach(() => {
    scrolls.mockReset();
    vi.stubGlobal('scrollTo', scrolls);
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the first page where it is, starts a new page at its top and returns to where Back left it', async () => {
    render(
      <MemoryRouter initialEntries={['/category/sensors']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolls).not.toHaveBeenCalled();
    scrollTo(1200);

    await act(async () => navigate('/product/hc-sr04'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(300);

    await act(async () => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 1200);
    await act(async () => navigate(1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the position when asked (a filter, a tab), and goes to an anchor', async () => {
    // jsdom has no scrollIntoView at all.
    const anchorScrolls = vi.fn();
    Element.prototype.scrollIntoView = anchorScrolls;
    render(
      <MemoryRouter initialEntries={['/category/sensors']}>
        <Page />
      </MemoryRouter>,
    );
    await act(async () => navigate('/category/sensors?price=under-500', { state: KEEP_SCROLL }));
    expect(scrolls).not.toHaveBeenCalled();
    await act(async () => navigate('/product/hc-sr04#reviews'));
    expect(anchorScrolls).toHaveBeenCalledTimes(1);
    expect(anchorScrolls.mock.contexts[0]).toBe(document.getElementById('reviews'));
    expect(scrolls).not.toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('returns to the position after a reload, and not on another page that opened the tab', () => {
    const tabAt = (pathname: string) =>
      render(
        <MemoryRouter initialEntries={[{ pathname, key: 'default' }]}>
          <Page />
        </MemoryRouter>,
      );
    const { unmount } = tabAt('/category/sensors');
    scrollTo(900);
    window.dispatchEvent(new Event('pagehide'));
    unmount();

    tabAt('/category/motors').unmount();
    expect(scrolls).not.toHaveBeenCalled();
    tabAt('/category/sensors');
    expect(scrolls).toHaveBeenLastCalledWith(0, 900);
  });
});
