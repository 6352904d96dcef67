import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aListing, aProduct } from '@/test/fixtures';
import { carried } from './rendered-pages';

function answersOf(seed: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed(client);
  return carried(dehydrate(client)).queries.map((query) => [query.queryKey, query.state.data]);
}

describe('the answers a rendered page carries', () => {
  it('leave out of listed products only what no list reads, and nothing of other answers', () => {
    const uno = aProduct(1, 'Arduino Uno R3', 650);
    const { image, images, created_at, ...searched } = uno;
    const { description, ...listed } = searched;
    const carriedAnswers = answersOf((client) => {
      client.setQueryData(['listing', '/products/', {}, 1], aListing([uno]));
      client.setQueryData(['listing', '/search/', { q: 'uno' }, 1], aListing([uno]));
      client.setQueryData(['product', uno.slug, 'similar'], { results: [uno] });
      client.setQueryData(['product', uno.slug], uno);
    });
    expect(carriedAnswers).toEqual([
      [['listing', '/products/', {}, 1], { ...aListing([uno]), results: [listed] }],
      [['listing', '/search/', { q: 'uno' }, 1], { ...aListing([uno]), results: [searched] }],
      [['product', uno.slug, 'similar'], { results: [listed] }],
      [['product', uno.slug], uno],
    ]);
    // The search page's list layout shows the description; the quick view asks for the product.
    expect(searched).toHaveProperty('description', uno.description);
  });
});
