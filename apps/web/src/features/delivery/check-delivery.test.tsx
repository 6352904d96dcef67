import { PINCODE_NOT_FOUND } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDeliveryCheck, PORT_BLAIR_REFUSED } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { CheckDelivery } from './check-delivery';

const server = setupMockApi();

/** Answers every PIN code with `answer` and records which were asked. */
function serveCheck(answer: (pincode: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/delivery/:pincode/', ({ params }) => {
      asked.push(String(params.pincode));
      return answer(String(params.pincode));
    }),
  );
  return asked;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

async function checkPincode(pincode: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('PIN code');
  await user.clear(input);
  await user.type(input, pincode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('CheckDelivery', () => {
  it('answers where it delivers, by when and whether COD is offered, and remembers the PIN code', async () => {
    const asked = serveCheck((pincode) => HttpResponse.json(aDeliveryCheck({ pincode })));
    renderWithApp(<CheckDelivery />);
    expect(screen.getByRole('heading', { name: 'Check delivery' })).toBeInTheDocument();
    await checkPincode('560034');
    expect(await screen.findByText('Get it by Friday, 27 November')).toBeInTheDocument();
    expect(screen.getByText('Delivering to Bengaluru, Karnataka 560034')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    expect(asked).toEqual(['560034']);
    expect(localStorage.getItem('makerbazaar-pincode')).toBe('560034');
  });

  it('says plainly where it does not deliver, and where COD is not offered', async () => {
    serveCheck((pincode) =>
      HttpResponse.json(
        pincode === '744101'
          ? PORT_BLAIR_REFUSED
          : aDeliveryCheck({ pincode, district: 'Leh', state: 'Ladakh', cod_available: false }),
      ),
    );
    renderWithApp(<CheckDelivery />);
    await checkPincode('744101');
    expect(
      await screen.findByText('Sorry, we do not deliver to South Andaman, Andaman and Nicobar Islands 744101 yet.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Get it by/)).not.toBeInTheDocument();
    await checkPincode('194101');
    expect(await screen.findByText('Cash on delivery not available')).toBeInTheDocument();
    expect(screen.getByText(/Get it by/)).toBeInTheDocument();
  });

  it('refuses a malformed PIN code without asking, and gives the server’s word on an unknown one', async () => {
    const asked = serveCheck(() => HttpResponse.json({ detail: PINCODE_NOT_FOUND }, { status: 404 }));
    renderWithApp(<CheckDelivery />);
    await checkPincode('056001');
    const input = screen.getByLabelText('PIN code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a 6-digit PIN code that does not start with 0.');
    expect(asked).toEqual([]);
    await checkPincode('999999');
    expect(await screen.findByText(PINCODE_NOT_FOUND, { exact: false })).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem('makerbazaar-pincode')).toBeNull();
  });

  it('renders on the server without the remembered PIN code, then fills it in and answers, with no hydration mismatch', async () => {
    localStorage.setItem('makerbazaar-pincode', '560001');
    serveCheck((pincode) => HttpResponse.json(aDeliveryCheck({ pincode })));
    const errors = vi.spyOn(console, 'error');
    let serverValue: string | undefined;
    renderWithApp(<CheckDelivery />, {
      beforeHydration: (markup) => {
        serverValue = (markup.querySelector('input') as HTMLInputElement).value;
      },
    });
    expect(serverValue).toBe('');
    await waitFor(() => expect(screen.getByLabelText('PIN code')).toHaveValue('560001'));
    expect(await screen.findByText('Get it by Friday, 27 November')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives no date for a part out of stock, and says so with what to do instead', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/delivery/:pincode/', ({ request, params }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          aDeliveryCheck({ pincode: String(params.pincode), in_stock: false, deliver_by: null }),
        );
      }),
    );
    renderWithApp(
      <CheckDelivery productId={7} outOfStock={<a href="#notify">Ask us to tell you when it is back</a>} />,
    );
    await checkPincode('560034');
    expect(
      await screen.findByText('This part is out of stock, so we cannot give a delivery date yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('We deliver to Bengaluru, Karnataka 560034')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us to tell you when it is back' })).toBeInTheDocument();
    expect(screen.queryByText(/Get it by/)).not.toBeInTheDocument();
    expect(screen.queryByText(/do not deliver/)).not.toBeInTheDocument();
    expect(asked).toEqual(['?product=7']);
  });
});
