import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

describe('the privacy policy and terms', () => {
  it('in English, are one English page with no note about the language', () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByText(/The full text below is in English/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Who we are/ })).not.toHaveAttribute('lang');
  });

  it('in Hindi, have their title and summary in Hindi, say the text that applies is English, and mark it English', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderWithApp(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText(/से ख़रीदारी के नियम: .* 7 दिन के भीतर रिटर्न/)).toBeInTheDocument();
    expect(screen.getByText('नीचे का पूरा पाठ अंग्रेज़ी में है, और मान्य वही अंग्रेज़ी पाठ है।')).toBeInTheDocument();
    // Screen readers read the English sections with an English voice.
    expect(screen.getByRole('region', { name: /About these terms/ })).toHaveAttribute('lang', 'en');
  });
});
