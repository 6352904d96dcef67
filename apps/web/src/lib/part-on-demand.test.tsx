import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { partOnDemand } from './part-on-demand';

function Drawer({ title }: { title: string }) {
  return <p>{title}</p>;
}

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Drawer }>((resolve, reject) => {
        arrive = () => resolve({ default: Drawer });
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return { load, arrive: () => arrive(), fail: () => fail() };
}

describe('partOnDemand', () => {
  it('draws what stands in for the part until its code arrives, then the part with its props', async () => {
    const { load, arrive } = chunk();
    const Part = partOnDemand(load);
    render(<Part title="Your Cart" whileLoading={<button type="button">Cart</button>} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    expect(screen.getByText('Your Cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('asked for ahead (a pointer on its button), draws the part in its first render, without suspending', async () => {
    const { load, arrive } = chunk();
    const Part = partOnDemand(load);
    const loaded = Part.load();
    arrive();
    expect(await loaded).toBe(true);

    render(<Part title="Categories" />);
    expect(screen.getByText('Categories')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when its code cannot come, and asks again the next time it is drawn', async () => {
    const first = chunk();
    const Part = partOnDemand(first.load);
    const { unmount } = render(<Part title="Quick view" />);
    await act(async () => first.fail());
    expect(screen.queryByText('Quick view')).not.toBeInTheDocument();
    unmount();

    const asked = Part.load();
    first.arrive();
    await act(async () => {
      await asked;
    });
    expect(first.load).toHaveBeenCalledTimes(2);
    render(<Part title="Quick view" />);
    expect(screen.getByText('Quick view')).toBeInTheDocument();
  });
});
