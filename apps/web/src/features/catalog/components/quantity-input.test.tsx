import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { QuantityInput } from './quantity-input';

describe('QuantityInput', () => {
  it('takes over a number typed into the server-rendered box before the app started', async () => {
    const onChange = vi.fn();
    const box = (
      <I18nProvider i18n={i18n}>
        <QuantityInput name="DHT22" value={1} min={1} max={40} onChange={onChange} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = '25';

    await act(async () => {
      hydrateRoot(container, box);
    });

    expect(onChange).toHaveBeenCalledWith(25, 'typed');
    expect(input.value).toBe('25');
  });
});
