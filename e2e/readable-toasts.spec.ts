import { expect, test } from './support/app-test';

/** WCAG's contrast ratio of two computed `rgb()` colours. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

test('an error toast is readable: its title and description reach 4.5:1 on its tint', async ({ page }) => {
  // A guest at checkout is told to sign in with an error toast.
  await page.goto('/checkout');
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toContainText('Authentication Required');
  await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);

  const colours = await toast.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    title: getComputedStyle(element.querySelector('[data-title]') as Element).color,
    description: getComputedStyle(element.querySelector('[data-description]') as Element).color,
  }));
  expect(contrastRatio(colours.title, colours.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colours.description, colours.background)).toBeGreaterThanOrEqual(4.5);
});
