import type { Cart, Order, ProductDetail, RegisterInput } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import { signUpAndLogIn } from './accounts.js';

/**
 * A signed-in customer with helpers for the cart and checkout, as the storefront uses them; with a
 * verified address unless `{ verified: false }`.
 */
export async function newShopper(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  options: { verified?: boolean } = {},
) {
  const session = await signUpAndLogIn(app, overrides, options);
  const headers = session.auth;
  return {
    ...session,
    async product(slug: string): Promise<ProductDetail> {
      return (await app.inject({ method: 'GET', url: `/api/products/${slug}/` })).json() as ProductDetail;
    },
    addToCart(productId: number, quantity = 1) {
      return app.inject({ method: 'POST', url: '/api/cart/', headers, payload: { product_id: productId, quantity } });
    },
    async cart(): Promise<Cart> {
      return (await app.inject({ method: 'GET', url: '/api/cart/', headers })).json() as Cart;
    },
    checkout(body: Record<string, unknown>, idempotencyKey?: string) {
      return app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
        payload: {
          shipping_address: '14 Church Street, Bengaluru 560001',
          phone_number: '9845012345',
          payment_method: 'cod',
          ...body,
        },
      });
    },
    /** Checks out the whole cart at the total the server shows. */
    async checkoutCart(method: 'cod' | 'online' = 'cod', idempotencyKey?: string) {
      const cart = await this.cart();
      const fee = method === 'cod' && cart.total_amount < 500 ? 50 : 0;
      return this.checkout({ total_amount: cart.total_amount + fee, payment_method: method }, idempotencyKey);
    },
    /**
     * Pays an online order through the test gateway and has it verified, as the browser does, whether
     * or not the order can take the payment; the gateway's payment id and the shop's answer.
     */
    async payThroughGateway(order: Pick<Order, 'id' | 'payment'>) {
      const signed = await app.inject({
        method: 'POST',
        url: '/api/payments/test/',
        headers,
        payload: { provider_order_id: order.payment?.provider_order_id, outcome: 'pay' },
      });
      const verified = await app.inject({
        method: 'POST',
        url: '/api/payments/verify/',
        headers,
        payload: { order_id: order.id, ...(signed.json() as object) },
      });
      return { paymentId: (signed.json() as { razorpay_payment_id: string }).razorpay_payment_id, verified };
    },
    /** Pays an online order through the test gateway and verifies it, as the browser does; the order, paid. */
    async payOnline(order: Order): Promise<Order> {
      const { verified } = await this.payThroughGateway(order);
      if (verified.statusCode !== 200) throw new Error(`payment not verified: ${verified.body}`);
      return verified.json() as Order;
    },
    /** Puts the products in the cart and checks it out at the shown total (cash on delivery unless said); the order. */
    async placeOrder(
      lines: { productId: number; quantity?: number }[],
      method: 'cod' | 'online' = 'cod',
    ): Promise<Order> {
      for (const line of lines) {
        const added = await this.addToCart(line.productId, line.quantity);
        if (added.statusCode >= 300) throw new Error(`not added to the cart: ${added.body}`);
      }
      const placed = await this.checkoutCart(method);
      if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
      return placed.json() as Order;
    },
    async order(id: number): Promise<Order> {
      return (await app.inject({ method: 'GET', url: `/api/orders/${id}/`, headers })).json() as Order;
    },
  };
}
