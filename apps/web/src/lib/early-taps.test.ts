import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPageScript } from '@/test/page-scripts';
import { takeEarlyTaps } from './early-taps';
import { reactHasTakenOver, replayEarlyTaps } from './replay-early-taps';

const takenOver = () => true;

describe('taps before the app starts', () => {
  const listeners = new AbortController();
  let addToCart: HTMLButtonElement;
  let language: HTMLSelectElement;

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <header><select aria-label="Language"><option value="en">English</option><option value="hi">हिन्दी</option></select></header>
        <form><button type="submit">Add to Cart</button></form>
        <a href="/cart">Cart</a>
        <form action="/search"><input name="q" /><button type="submit">Search</button></form>
      </div>`;
    addToCart = document.querySelector('button') as HTMLButtonElement;
    language = document.querySelector('select') as HTMLSelectElement;
    const captureListener = vi.spyOn(document, 'addEventListener');
    runPageScript('mbEarlyTaps');
    // The recorder's listeners go when the test does, as the page's would with the page.
    for (const [type, listener, options] of captureListener.mock.calls) {
      listeners.signal.addEventListener('abort', () => document.removeEventListener(type, listener, options));
    }
    captureListener.mockRestore();
  });
  afterEach(() => {
    listeners.abort();
    Reflect.deleteProperty(window, 'mbEarlyTaps');
  });

  it('holds a tap back, marks the control, and does it once when the app has taken over', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    language.value = 'hi';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    addToCart.click();
    // Nothing happened yet: the form was not sent, the button says it will be done.
    expect(submitted).not.toHaveBeenCalled();
    expect(addToCart.hasAttribute('data-early-tap')).toBe(true);

    const taps = takeEarlyTaps();
    // As hydration would, the list shows the app's state again until the choice is done.
    language.value = 'en';
    const chosen = vi.fn();
    language.addEventListener('change', () => chosen(language.value));
    const added = vi.fn();
    addToCart.addEventListener('click', added);
    await replayEarlyTaps(taps, takenOver);

    expect(chosen).toHaveBeenCalledExactlyOnceWith('hi');
    expect(added).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(addToCart.hasAttribute('data-early-tap')).toBe(false);
  });

  it('keeps nothing once the app has taken over: React answers taps itself from then on', () => {
    takeEarlyTaps();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    addToCart.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('leaves links and self-sending forms to the browser, and skips a tap whose control changed before the app started', async () => {
    const link = document.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    link.addEventListener('click', (event) => {
      followed(event);
      event.preventDefault();
    });
    link.click();
    expect(followed).toHaveReturnedWith(false);
    // The search form has an address: the browser sends it (Enter too) without the app.
    const searched = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form[action]')?.addEventListener('submit', searched);
    document.querySelector<HTMLButtonElement>('form[action] button')?.click();
    expect(searched).toHaveBeenCalledTimes(1);

    addToCart.click();
    const taps = takeEarlyTaps();
    addToCart.textContent = 'Out of stock';
    const added = vi.fn();
    addToCart.addEventListener('click', added);
    await replayEarlyTaps(taps, takenOver);
    expect(added).not.toHaveBeenCalled();
  });

  it('waits for React to take the tapped part of the page over before doing the tap', async () => {
    addToCart.click();
    const taps = takeEarlyTaps();
    const added = vi.fn();
    addToCart.addEventListener('click', added);
    // A screen whose code is still arriving: its markup is not React's yet, and a click on it would be dropped.
    expect(reactHasTakenOver(addToCart)).toBe(false);
    const replayed = replayEarlyTaps(taps);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(added).not.toHaveBeenCalled();
    Object.assign(addToCart, { __reactProps$test: {} });
    await replayed;
    expect(added).toHaveBeenCalledTimes(1);
  });
});
