import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProductUses } from './product-uses';

describe('ProductUses', () => {
  it('links each use to a search for it', () => {
    renderWithApp(<ProductUses uses={['obstacle avoidance robot', 'water tank level']} />);
    const list = screen.getByRole('list', { name: 'Used for' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['obstacle avoidance robot', '/search?q=obstacle%20avoidance%20robot'],
      ['water tank level', '/search?q=water%20tank%20level'],
    ]);
  });

  it('shows nothing for a product without uses', () => {
    renderWithApp(<ProductUses uses={[]} />);
    expect(screen.queryByText('Used for:')).not.toBeInTheDocument();
  });
});
