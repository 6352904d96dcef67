import type { FaqList } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import HelpPage from './help-page';

const server = setupMockApi();

const faq: FaqList = {
  results: [
    { id: 'cancel-order', category: 'Orders', question: 'Can I cancel my order?', answer: 'Yes, within 1 hour.' },
    { id: 'payment-methods', category: 'Payment', question: 'Which payment methods do you accept?', answer: 'UPI.' },
  ],
};

describe('HelpPage', () => {
  it('shows placeholder rows, then the questions staff published, in their order', async () => {
    server.use(http.get('*/api/faq/', () => HttpResponse.json(faq)));
    renderWithApp(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('list', { name: 'Loading questions' })).toBeInTheDocument();
    const questions = await screen.findAllByText(/\?$/, { selector: 'span' }, { timeout: 5000 });
    expect(questions.map((q) => q.textContent)).toEqual([
      'Can I cancel my order?',
      'Which payment methods do you accept?',
    ]);
    expect(screen.queryByRole('list', { name: 'Loading questions' })).not.toBeInTheDocument();
  });

  it('searches the questions and answers, and says when nothing matches', async () => {
    server.use(http.get('*/api/faq/', () => HttpResponse.json(faq)));
    renderWithApp(<HelpPage />, { path: '/help' });
    await screen.findByText('Can I cancel my order?', {}, { timeout: 5000 });
    const search = screen.getByLabelText('Search the help articles');
    await userEvent.type(search, 'upi');
    expect(screen.getByText('1 of 2 shown')).toBeInTheDocument();
    expect(screen.queryByText('Can I cancel my order?')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'soldering');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('Which payment methods do you accept?')).toBeInTheDocument();
  });

  it('says when the questions could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/faq/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'Down.' }, { status: 503 }) : HttpResponse.json(faq);
      }),
    );
    renderWithApp(<HelpPage />, { path: '/help' });
    await screen.findByText(/could not load the questions/, {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Can I cancel my order?')).toBeInTheDocument();
  });

  it('asks for the questions in the page’s language and names their categories in it', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/faq/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('lang'));
        return HttpResponse.json({
          results: [{ ...faq.results[0], question: 'क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?' }, faq.results[1]],
        });
      }),
    );
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderWithApp(<HelpPage />, { path: '/help' });
    const question = await screen.findByText('क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?', {}, { timeout: 5000 });
    expect(question.previousSibling).toHaveTextContent('ऑर्डर');
    expect(screen.getByText('पेमेंट', { selector: '[data-slot="badge"], span' })).toBeInTheDocument();
    expect(screen.queryByText('Orders')).not.toBeInTheDocument();
    expect(asked).toEqual(['hi']);
  });
});
