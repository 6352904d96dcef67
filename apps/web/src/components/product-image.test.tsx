import type { ImageVariant } from '@makerbazaar/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, ProductImage } from './product-image';

const COPIES: ImageVariant[] = [
  { width: 320, url: '/media/uploads/uno-320.webp' },
  { width: 640, url: '/media/uploads/uno-640.webp' },
  { width: 1200, url: '/media/uploads/uno-1200.webp' },
];
const SIZES = '(min-width: 768px) 33vw, 50vw';

const picture = () => screen.getByRole('img', { name: 'Arduino Uno' });

describe('ProductImage', () => {
  it('offers each resized copy by its width, with the sizes its layout draws it at', () => {
    render(<ProductImage src="/media/uploads/uno-640.webp" variants={COPIES} sizes={SIZES} alt="Arduino Uno" />);
    expect(picture()).toHaveAttribute(
      'srcset',
      '/media/uploads/uno-320.webp 320w, /media/uploads/uno-640.webp 640w, /media/uploads/uno-1200.webp 1200w',
    );
    expect(picture()).toHaveAttribute('sizes', SIZES);
    expect(picture()).toHaveAttribute('src', '/media/uploads/uno-640.webp');
  });

  it('reserves its box with width and height, and waits until it is near the screen', () => {
    render(<ProductImage src="/media/parts/uno.svg" alt="Arduino Uno" width={640} height={400} />);
    expect(picture()).toHaveAttribute('width', '640');
    expect(picture()).toHaveAttribute('height', '400');
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).toHaveAttribute('decoding', 'async');
    expect(picture()).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched at once and before other pictures when it is the page’s main one', () => {
    render(
      <ProductImage src="/media/uploads/uno-640.webp" variants={COPIES} sizes={SIZES} alt="Arduino Uno" priority />,
    );
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
    expect(picture()).toHaveAttribute('width', '400');
    expect(picture()).toHaveAttribute('height', '400');
  });

  it('has no srcset for a drawing, which has no resized copies', () => {
    render(<ProductImage src="/media/parts/uno.svg" variants={[]} sizes={SIZES} alt="Arduino Uno" />);
    expect(picture()).not.toHaveAttribute('srcset');
    expect(picture()).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder, without the srcset, when the picture cannot be loaded', () => {
    render(<ProductImage src="/media/uploads/uno-640.webp" variants={COPIES} sizes={SIZES} alt="Arduino Uno" />);
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(picture()).not.toHaveAttribute('srcset');
  });
});
