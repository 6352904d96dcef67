import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { anOrder } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { OrderSuccess } from './order-success';

afterEach(() => vi.useRealTimers());

it('moves on to /orders exactly 3 seconds after the order is placed', () => {
  vi.useFakeTimers();
  renderWithApp(
    <Routes>
      <Route path="/" element={<OrderSuccess order={anOrder()} />} />
      <Route path="/orders" element={<h1>Orders screen</h1>} />
    </Routes>,
  );
  act(() => vi.advanceTimersByTime(2_999));
  expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
});
