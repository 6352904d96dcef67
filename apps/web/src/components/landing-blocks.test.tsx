import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import { Cpu, Gauge } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { type Feature, FeatureCards, FeatureRows } from './landing-blocks';

const STEPS: Feature[] = [
  { icon: Gauge, title: msg`Sense`, text: msg`A sensor measures something real.` },
  { icon: Cpu, title: msg`Process`, text: msg`A microcontroller decides what to do.` },
];

describe('FeatureCards and FeatureRows', () => {
  it('give each feature a heading with its sentence beneath', () => {
    renderWithApp(<FeatureCards features={STEPS} look="tile" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const second = items[1] as HTMLElement;
    expect(within(second).getByRole('heading', { name: 'Process' })).toBeInTheDocument();
    expect(second).toHaveTextContent('A microcontroller decides what to do.');
  });

  it('number the rows, in an ordered list, when they are steps', () => {
    renderWithApp(<FeatureRows features={STEPS} look="solid" numbered />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['1. Sense', '2. Process']);
  });
});
