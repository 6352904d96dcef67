import type { Cart, CartItem, CartProduct, Order, User } from '@makerbazaar/core';

/** Test data shaped as the server answers, shared by the component tests. */

export const asha: User = {
  id: 7,
  username: 'asha_rao',
  email: 'asha@example.in',
  first_name: 'Asha',
  last_name: 'Rao',
  date_joined: '2026-11-01T10:00:00.000Z',
  is_staff: false,
  profile: { phone: '+919845012345', address: '14 Church Street, Bengaluru 560001' },
};

export function anOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 41,
    order_number: 'MB-2026-000041',
    created_at: '2026-11-21T09:30:00.000Z',
    status: 'confirmed',
    status_display: 'Confirmed',
    total_amount: 1048,
    goods_amount: 1048,
    cod_fee: 0,
    total_items: 3,
    items: [
      {
        id: 1,
        quantity: 2,
        price: 499,
        product: { id: 1, slug: 'arduino-uno-r3', name: 'Arduino Uno R3', primary_image: '/media/uno.png', images: [] },
      },
      {
        id: 2,
        quantity: 1,
        price: 50,
        product: {
          id: 2,
          slug: null,
          name: 'Jumper wires (40)',
          primary_image: '',
          images: [{ image: '/media/wires.png' }],
        },
      },
    ],
    shipping_address: '14 Church Street, Bengaluru 560001',
    phone_number: '+919845012345',
    payment_method: 'cod',
    payment_method_display: 'Cash on Delivery',
    payment_status: 'pending',
    payment_status_display: 'Pending',
    tracking_number: null,
    can_be_cancelled: true,
    payment: null,
    ...changes,
  };
}

/** An online order the test gateway has yet to pay. */
export function anUnpaidOrder(changes: Partial<Order> = {}): Order {
  return anOrder({
    status: 'pending',
    status_display: 'Pending',
    payment_method: 'online',
    payment_method_display: 'Online Payment',
    payment: { provider: 'test', key_id: 'test', provider_order_id: 'test_order_41', amount: 104_800, currency: 'INR' },
    ...changes,
  });
}

/** The same order once its payment is verified. */
export function paid(order: Order): Order {
  return {
    ...order,
    status: 'confirmed',
    status_display: 'Confirmed',
    payment_status: 'completed',
    payment_status_display: 'Paid',
    payment: null,
  };
}

/** A product as cart answers carry it; name, price and stock are what the screens show. */
export function aCartProduct(id: number, name: string, price: number, stock = 50): CartProduct {
  return {
    id,
    slug: `part-${id}`,
    name,
    brand: 'Arduino',
    category: { id: 1, name: 'Arduino', slug: 'arduino' },
    price,
    original_price: null,
    selling_price: price,
    mrp: null,
    primary_image: `/media/${id}.png`,
    images: [],
    rating: 4.5,
    num_reviews: 3,
    description: '',
    stock,
  };
}

export function aCartLine(id: number, product: CartProduct, quantity: number): CartItem {
  return { id, product, quantity, line_total: product.price * quantity };
}

/** A cart with the totals the server would compute. */
export function aCart(...lines: CartItem[]): Cart {
  return {
    count: lines.length,
    next: null,
    previous: null,
    results: lines,
    total_items: lines.reduce((n, l) => n + l.quantity, 0),
    total_amount: lines.reduce((n, l) => n + l.line_total, 0),
  };
}
