import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { StarRating } from './star-rating';

/** What a screen reader hears for a rating of 4 from `reviews` reviews. */
const ratingOf = (reviews: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <StarRating rating={4} reviews={reviews} />
    </I18nProvider>,
  ).container.querySelector('.sr-only')?.textContent;

describe('StarRating', () => {
  it('says one review and many reviews', () => {
    expect(ratingOf(1)).toBe('Rated 4.0 out of 5 from 1 review');
    expect(ratingOf(31)).toBe('Rated 4.0 out of 5 from 31 reviews');
  });

  it('takes each language’s own forms', async () => {
    i18n.loadAndActivate({ locale: 'te', messages: await loadMessages('te') });
    expect(ratingOf(1)).toBe('1 రివ్యూ ఆధారంగా 5కి 4.0 రేటింగ్');
    expect(ratingOf(31)).toBe('31 రివ్యూల ఆధారంగా 5కి 4.0 రేటింగ్');
  });
});
