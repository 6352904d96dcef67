import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { FeaturedSlideshow, SLIDES } from './featured-slideshow';

function counter() {
  return screen.getByText(/^\d \/ 3$/).textContent;
}

describe('FeaturedSlideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderShow() {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <FeaturedSlideshow />
        </MemoryRouter>
      </I18nProvider>,
    );
  }

  it("shows each part from its drawing's WebP copies, the drawing itself only as the fallback", () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <FeaturedSlideshow />
        </MemoryRouter>
      </I18nProvider>,
    );
    const first = container.querySelector('img');
    expect(first).toHaveAttribute('src', '/media/parts/arduino-uno-r3.svg');
    expect(first?.getAttribute('srcset')).toBe(
      '/media/parts/rasters/arduino-uno-r3-320.webp 320w, /media/parts/rasters/arduino-uno-r3-640.webp 640w, /media/parts/rasters/arduino-uno-r3-1200.webp 1200w',
    );
  });

  it('moves to the next slide every 4000 ms and wraps around', () => {
    renderShow();
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(3_999));
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(4_000));
    expect(counter()).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(4_000));
    expect(counter()).toBe('1 / 3');
  });

  it('stops while paused and goes on when played again', () => {
    renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(4_000));
    expect(counter()).toBe('2 / 3');
  });

  it('wraps backwards from the first slide and jumps with the dots', () => {
    renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: `Show slide 2: ${SLIDES[1]?.title}` }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('link', { name: 'Shop Raspberry Pi' })).toHaveAttribute('href', '/category/raspberry-pi');
  });
});
