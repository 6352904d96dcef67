import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/app-test';
import { browseFromOwnAddress, signedInWithPartInCart, signUpAndSignIn } from './support/customers';
import { startOf, translator } from './support/translations';

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Content-Security-Policy violations of every page loaded from now on (a blocked probe logs nothing to the console). */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

/**
 * Holds back the app's first script until `release` is called, as a slow phone on a slow network
 * would receive it: the server-rendered page is on screen, and nothing runs yet (the page never
 * reaches DOMContentLoaded meanwhile, which waits for module scripts).
 */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const firstScript = /\/assets\/index-[^/]+\.js$/;
  await page.route(firstScript, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('a product page arrives whole in its first HTML and hydrates with no error', async ({ page, request }) => {
  const html = await (await request.get('/product/arduino-uno-r3')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  expect(root).toContain('Arduino Uno R3');
  expect(root).toContain('₹2,350');

  const problems = problemsOf(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/products/arduino-uno-r3/')) asked.push(r.url());
  });
  await page.goto('/product/arduino-uno-r3');
  // Hydrated: the button answers.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  expect(problems).toEqual([]);
  // The browser started from the answers in the page; it did not ask for the product again.
  expect(asked.filter((url) => !url.includes('/reviews/'))).toEqual([]);
});

test("the app's code is asked for once the page's first pictures have arrived", async ({ page }) => {
  // On a slow line the first product pictures (the largest paint) once shared it with the app's code.
  const events: string[] = [];
  page.on('requestfinished', (r) => events.push(`finished ${r.url()}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().includes('/assets/')) events.push('app asked');
  });
  await page.route(/\.webp$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/category/arduino');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  const firstPictures = await page
    .locator('img[fetchpriority="high"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  expect(firstPictures.length).toBeGreaterThan(0);
  const appAsked = events.indexOf('app asked');
  for (const url of firstPictures) {
    const arrived = events.indexOf(`finished ${url}`);
    expect(arrived, url).toBeGreaterThanOrEqual(0);
    expect(arrived, url).toBeLessThan(appAsked);
  }
});

test("the first script's chunks are run one after another, React DOM's before the app's", async ({ page }) => {
  // Run in one task, React DOM and the app were the longest task after the first paint on a slow phone.
  await page.addInitScript(() => {
    const steps: string[] = [];
    Object.assign(window, { scriptSteps: steps });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || !node.src.includes('/assets/')) continue;
          const name = new URL(node.src).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '');
          steps.push(`added ${name}`);
          node.addEventListener('load', () => steps.push(`ran ${name}`));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/product/arduino-uno-r3');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  const steps = await page.evaluate(() => (window as unknown as { scriptSteps: string[] }).scriptSteps);
  const reactDom = steps.indexOf('ran react-dom-client');
  expect(reactDom).toBeGreaterThan(0);
  expect(steps.slice(reactDom)).toEqual(['ran react-dom-client', 'added index', 'ran index']);
  // Each chunk is added once the one before it has run.
  steps.forEach((step, i) => {
    if (i % 2 === 0) expect(step).toMatch(/^added /);
    else expect(step).toBe(`ran ${steps[i - 1]?.slice('added '.length)}`);
  });
});

/**
 * Opens `/` and starts the app, then a deploy replaces the build: `chunk` is not found the first
 * time it is asked for, and is there after a reload. Counts how often it is asked for and how often
 * the page is loaded again.
 */
async function deployRemoves(page: Page, chunk: RegExp): Promise<{ asked: () => number; reloads: () => number }> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  let asked = 0;
  await page.route(chunk, async (route) => {
    if (asked++ === 0) return route.fulfill({ status: 404, body: 'Not found' });
    return route.continue();
  });
  let reloads = 0;
  page.on('load', () => reloads++);
  return { asked: () => asked, reloads: () => reloads };
}

test('a page whose code a deploy removed since the tab opened is loaded again from the server', async ({ page }) => {
  const deploy = await deployRemoves(page, /\/assets\/support-page-[^/]+\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Open a support request' })).toBeVisible();
  // The page came again from the server, and its app asked for the chunk again and started.
  await expect.poll(deploy.reloads).toBe(1);
  await expect.poll(deploy.asked).toBeGreaterThanOrEqual(2);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
});

test('the cart opens after a deploy removed its code since the tab opened', async ({ page }) => {
  const deploy = await deployRemoves(page, /\/assets\/cart-drawer-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  // The page came again from the server; the cart opens from the new build.
  await expect.poll(deploy.reloads).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(deploy.asked()).toBeGreaterThanOrEqual(2);
});

test('a server-rendered page downloads the stylesheet once, not again for a chunk', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  await page.goto('/');
  // The footer's newsletter form and the menus are chunks loaded after the page: each once asked
  // for the stylesheet again, and the whole page was restyled when it came.
  await page.getByRole('textbox', { name: 'Email address' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Once, from the page's head (e2e/page-styles.spec.ts).
  expect(stylesheets).toHaveLength(1);
});

test('every server-rendered page hydrates with no error, mismatch or policy violation', async ({ page }) => {
  // Nineteen pages, each loaded until its network is idle: more than one journey's time.
  test.setTimeout(90_000);
  const problems = problemsOf(page);
  const policyViolations = await watchPolicyViolations(page);
  for (const url of [
    '/',
    '/categories',
    '/category/sensors',
    '/search?q=sensor',
    '/courses',
    '/courses/arduino-from-zero',
    '/projects',
    '/projects/iot-projects',
    '/projects/esp32-bme280-weather-station',
    '/about',
    '/contact',
    '/help',
    '/support',
    '/bulk-orders',
    '/iot',
    '/robotics',
    '/privacy',
    '/terms',
    '/data-deletion',
  ]) {
    await page.goto(url);
    // Parts below the fold hydrate after the rest, when their code arrives.
    await page.waitForLoadState('networkidle');
    expect(problems, url).toEqual([]);
    // zod (with the footer's newsletter form) once probed for eval on every page.
    expect(await policyViolations(), url).toEqual([]);
  }
});

test("checkout arrives as its frame before the app runs, then becomes the customer's form with no error", async ({
  page,
}) => {
  await signedInWithPartInCart(page, 'frame');
  const problems = problemsOf(page);
  const app = await holdTheApp(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  // The server's page: the heading, the way back and placeholders where the customer's details go.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Check your details, choose how to pay and place your order.')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  app.release();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText('Arduino Uno R3');
  await expect(page.getByRole('button', { name: /Confirm Order/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('nothing on a page animates while its app is on the way: no placeholder pulses in its first second, no button slides its colours', async ({
  page,
}) => {
  /** What is animating now, leaving out an animation still waiting for its delay. */
  const moving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().progress != null)
        .map((animation) => ({
          kind: animation.constructor.name,
          since: Number(animation.currentTime),
          on: (animation.effect as KeyframeEffect).target?.tagName,
        })),
    );
  const app = await holdTheApp(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
  // A placeholder may pulse once it has waited a second (a slow run can get there before this looks).
  expect((await moving()).filter((animation) => animation.since < 1_000)).toEqual([]);
  app.release();

  const searchApp = await holdTheApp(page);
  await page.goto('/search?q=sensor', { waitUntil: 'commit' });
  const card = page.locator('article.product-card').first();
  await card.getByRole('button', { name: /to wishlist/ }).hover();
  // The card's own hover (its shadow, its picture) may move; its buttons keep their colours still.
  expect((await moving()).filter((animation) => animation.on === 'BUTTON')).toEqual([]);
  searchApp.release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  // Once the app runs, a button's hover colour slides in as it always has.
  await page
    .locator('article.product-card')
    .nth(1)
    .getByRole('button', { name: /to wishlist/ })
    .hover();
  expect(await moving()).toContainEqual(expect.objectContaining({ kind: 'CSSTransition', on: 'BUTTON' }));
});

test('text typed into the header search before the app starts is kept when it starts', async ({ page }) => {
  const problems = problemsOf(page);
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.fill('ultrasonc');
  app.release();
  // The app took the text over: it suggests for it, and typing goes on from it.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('End');
  await box.pressSequentially(' sensor');
  await expect(box).toHaveValue('ultrasonc sensor');
  expect(problems).toEqual([]);
});

test('Enter in the header search before the app starts still searches', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.fill('ultrasonic');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ultrasonic$/);
  // The search page is rendered on the server: its results show before the app has started.
  await expect(page.getByRole('heading', { name: 'HC-SR04 Ultrasonic Distance Sensor' })).toBeVisible();
  app.release();
});

test('on a slow phone, Add to Cart and हिन्दी tapped before the app starts are both done once it has', async ({
  page,
}) => {
  // A CPU six times slower takes its time over everything, the journey's own steps included.
  test.setTimeout(180_000);
  const hi = translator('hi');
  await signUpAndSignIn(page, 'earlytaps');
  const problems = problemsOf(page);
  // A ₹10,000 phone: the CPU six times slower, and the app's code still on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const app = await holdTheApp(page);
  await page.goto('/product/raspberry-pi-pico', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const name = (await heading.textContent())?.trim() ?? '';
  await page.waitForTimeout(300);

  // One tap each, before anything runs.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  app.release();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN', { timeout: 90_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Done, and once: one of the part in the cart.
  const cart = page.getByRole('button', {
    name: startOf(hi('Cart, {cartCount, plural, one {# item} other {# items}}')),
  });
  await expect(cart).toHaveAccessibleName(/\b1\b/);
  await cart.click();
  await expect(
    page
      .getByRole('dialog', { name: hi('Your Cart') })
      .getByText(name)
      .first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("a tap on the header's Categories button before the app starts opens the menu once it has", async ({ page }) => {
  const problems = problemsOf(page);
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const categories = page.getByRole('button', { name: 'Categories' });
  await categories.click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  app.release();

  await expect(page.getByRole('menuitem', { name: 'All Categories' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(categories).toBeFocused();
  expect(problems).toEqual([]);
});

/** What the shop says to a new subscriber, on the page the form goes to and in the app's toast alike. */
const SUBSCRIBED = 'Thanks for subscribing! Check your inbox for a confirmation.';

/** Whether the shop already has `email` on its list: the API says so when it is sent again. */
async function isSubscribed(page: Page, email: string): Promise<boolean> {
  const again = await page.request.post('/api/newsletter/', {
    data: { email },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  return again.status() === 200;
}

test.describe('on a slow phone, an address sent with Subscribe', () => {
  test.beforeEach(async ({ page }) => {
    // A CPU six times slower takes its time over everything, the journey's own steps included.
    test.setTimeout(180_000);
    await browseFromOwnAddress(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('right after the first paint is subscribed, and the customer is told', async ({ page }) => {
    const email = `first-paint-${Date.now()}@example.in`;
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('textbox', { name: 'Email address' });
    await box.waitFor();
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Sent by the browser (the app not there yet, or the footer not yet taken over) or by the app.
    await expect(page.getByText(SUBSCRIBED).first()).toBeVisible({ timeout: 90_000 });
    expect(await isSubscribed(page, email)).toBe(true);
  });

  test('after the app has started but before the footer is taken over is subscribed, not lost', async ({ page }) => {
    // The app starts; the footer's code is held. The early-tap recorder has closed, and the footer's
    // form is still the server's markup: a Subscribe there used to send `GET /?email=…`.
    let releaseFooter = () => {};
    const footerHeld = new Promise<void>((resolve) => {
      releaseFooter = resolve;
    });
    await page.route(/\/assets\/footer-[^/]+\.js$/, async (route) => {
      await footerHeld;
      await route.continue();
    });
    const email = `before-footer-${Date.now()}@example.in`;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started', { timeout: 90_000 });
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?outcome=subscribed$/, { timeout: 60_000 });
    await expect(page.getByText(SUBSCRIBED)).toBeVisible();
    releaseFooter();
    expect(await isSubscribed(page, email)).toBe(true);
  });
});
