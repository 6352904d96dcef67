import type { AdminProductImage, AdminProductImages } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { ProductImagesEditor } from './product-images-editor';

const server = setupMockApi();
// Several typed and dragged steps each: more than the default 5 s on a busy machine.
const INTERACTION_TIMEOUT_MS = 20_000;

const picture = (id: number, alt: string): AdminProductImage => ({
  id,
  url: `/media/uploads/${id}-1200.webp`,
  alt,
  position: id,
  variants: [
    { width: 320, url: `/media/uploads/${id}-320.webp` },
    { width: 1200, url: `/media/uploads/${id}-1200.webp` },
  ],
});
const images = (list: AdminProductImage[]): AdminProductImages => ({ results: list });

beforeEach(() => startSession('access-1'));

const openEditor = async () => {
  renderWithApp(<ProductImagesEditor productId={7} />);
  return screen.findByLabelText('Upload images', {}, { timeout: 5000 });
};

describe('ProductImagesEditor', () => {
  it(
    'uploads the chosen files as a form, and shows why a file was refused',
    async () => {
      // jsdom's files reach the handler as blobs without their names: the count and order tell them apart.
      const uploads: number[] = [];
      let held = [picture(1, 'Front')];
      server.use(
        http.get('*/api/admin/products/7/images/', () => HttpResponse.json(images(held))),
        http.post('*/api/admin/products/7/images/', async ({ request }) => {
          uploads.push((await request.formData()).getAll('images').length);
          if (uploads.length === 1) {
            return HttpResponse.json(
              { images: ['“notes.txt” is not an image the shop can use: upload a JPEG, PNG, WebP, GIF or AVIF file.'] },
              { status: 400 },
            );
          }
          held = [...held, picture(2, 'Back')];
          return HttpResponse.json(images([picture(2, 'Back')]), { status: 201 });
        }),
      );
      const user = userEvent.setup({ applyAccept: false });
      const input = await openEditor();
      expect(await screen.findByRole('img', { name: 'Front' })).toHaveAttribute('src', '/media/uploads/1-320.webp');

      await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('“notes.txt” is not an image');

      await user.upload(input, [new File(['png'], 'back.png', { type: 'image/png' })]);
      expect(await screen.findByRole('img', { name: 'Back' })).toBeInTheDocument();
      expect(uploads).toEqual([1, 1]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    'moves a picture with the keyboard, saves alt text when the field is left, and deletes after confirming',
    async () => {
      const orders: unknown[] = [];
      const alts: unknown[] = [];
      let held = [picture(1, 'Front'), picture(2, 'Back')];
      server.use(
        http.get('*/api/admin/products/7/images/', () => HttpResponse.json(images(held))),
        http.put('*/api/admin/products/7/images/order/', async ({ request }) => {
          const { ids } = (await request.json()) as { ids: number[] };
          orders.push({ ids });
          held = ids.flatMap((id) => held.filter((image) => image.id === id));
          return HttpResponse.json(images(held));
        }),
        http.patch('*/api/admin/products/7/images/1/', async ({ request }) => {
          const change = (await request.json()) as { alt: string };
          alts.push(change);
          held = held.map((image) => (image.id === 1 ? { ...image, ...change } : image));
          return HttpResponse.json(held.find((image) => image.id === 1));
        }),
        http.delete('*/api/admin/products/7/images/2/', () => {
          held = held.filter((image) => image.id !== 2);
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const user = userEvent.setup();
      await openEditor();
      const list = await screen.findByRole('list');
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Main');

      screen.getByRole('button', { name: 'Move picture 2' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowLeft]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(orders).toEqual([{ ids: [2, 1] }]));

      const alt = await screen.findByRole('textbox', { name: 'Alt text of picture 2' });
      await user.clear(alt);
      await user.type(alt, 'Front of the board');
      await user.tab();
      await waitFor(() => expect(alts).toEqual([{ alt: 'Front of the board' }]));

      await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete picture 1?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete picture' }));
      await waitFor(() => expect(screen.queryByRole('img', { name: 'Back' })).not.toBeInTheDocument());
      expect(screen.getByRole('img', { name: 'Front of the board' })).toBeInTheDocument();
    },
    INTERACTION_TIMEOUT_MS,
  );
});
