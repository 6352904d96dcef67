import type {
  Address,
  AdminProduct,
  Cart,
  CartItem,
  CartProduct,
  Category,
  Course,
  DeliveryCheck,
  Enrollment,
  ListingFacets,
  Order,
  Paginated,
  Product,
  ProductListing,
  Project,
  ProjectDetail,
  User,
} from '@makerbazaar/core';

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
  email_verified: true,
  pending_email: null,
};

export function anAddress(changes: Partial<Address> = {}): Address {
  return {
    id: 3,
    name: 'Asha Rao',
    phone: '+919845012345',
    line1: '14 Church Street',
    line2: 'Near MG Road metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    type: 'home',
    is_default: true,
    ...changes,
  };
}

export function anOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 41,
    order_number: 'MB-2026-000041',
    created_at: '2026-11-21T09:30:00.000Z',
    status: 'confirmed',
    status_display: 'Confirmed',
    total_amount: 1048,
    goods_amount: 1048,
    discount_amount: 0,
    coupon_code: null,
    cod_fee: 0,
    total_items: 3,
    items: [
      {
        id: 1,
        kind: 'product',
        quantity: 2,
        price: 499,
        product: { id: 1, slug: 'arduino-uno-r3', name: 'Arduino Uno R3', primary_image: '/media/uno.png', images: [] },
      },
      {
        id: 2,
        kind: 'product',
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
    needs_shipping: true,
    shipping_address: '14 Church Street, Bengaluru 560001',
    phone_number: '+919845012345',
    address: null,
    invoice: null,
    credit_notes: [],
    gstin: null,
    business_name: null,
    payment_method: 'cod',
    payment_method_display: 'Cash on Delivery',
    payment_status: 'pending',
    payment_status_display: 'Pending',
    refunded_amount: 0,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
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
    price_breaks: [],
    selling_price: price,
    mrp: null,
    primary_image: `/media/${id}.png`,
    primary_image_variants: [],
    images: [],
    rating: 4.5,
    num_reviews: 3,
    description: '',
    stock,
  };
}

export function aCartLine(id: number, product: CartProduct, quantity: number): CartItem {
  return {
    id,
    product,
    quantity,
    unit_price: product.price,
    line_total: product.price * quantity,
    next_price_break: null,
  };
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

/** A list answer as the server pages it. */
export function aPage<T>(results: T[], next: string | null = null, count = results.length): Paginated<T> {
  return { count, next, previous: null, results };
}

export function aCourse(changes: Partial<Course> = {}): Course {
  return {
    id: 2,
    slug: 'esp32-iot-wifi-mqtt-dashboards',
    title: 'ESP32 IoT: Wi-Fi, MQTT and Dashboards',
    description: 'Connect sensors to the internet and build live dashboards.',
    instructor: 'Kavya Menon',
    duration: '8 weeks',
    level: 'Intermediate',
    price: 2499,
    image: '/media/courses/esp32.png',
    image_variants: [],
    rating: 4.8,
    students: 1840,
    topics: ['Wi-Fi', 'MQTT', 'Dashboards', 'Deep sleep'],
    is_featured: true,
    ...changes,
  };
}

export function anEnrollment(course: Course = aCourse(), enrolled_at = '2026-11-21T09:30:00.000Z'): Enrollment {
  return { course, enrolled_at };
}

/** A catalogue product; name, price and stock are what the screens show. */
export function aProduct(id: number, name: string, price: number, stock = 50): Product {
  return {
    id,
    slug: `part-${id}`,
    name,
    brand: 'Generic',
    category: { id: 4, name: 'Sensors', slug: 'sensors' },
    price,
    original_price: null,
    price_breaks: [],
    primary_image: `/media/${id}.png`,
    primary_image_variants: [],
    image: `/media/${id}.png`,
    images: [],
    rating: 4.4,
    num_reviews: 12,
    description: '',
    stock,
    is_featured: false,
    created_at: '2026-10-01T00:00:00.000Z',
  };
}

/** A category as `/api/categories/{slug}/` answers it. */
export function aCategory(changes: Partial<Category> = {}): Category {
  return {
    id: 6,
    slug: 'displays',
    name: 'Displays',
    description: 'OLED, LCD and e-paper screens for your builds.',
    icon: '🖥️',
    is_active: true,
    sort_order: 6,
    products_count: 9,
    ...changes,
  };
}

/** Facet counts of a display category: its own brands and the price buckets it fills. */
export const DISPLAY_FACETS: ListingFacets = {
  categories: [{ value: 'displays', label: 'Displays', count: 9 }],
  brands: [
    { value: 'Waveshare', label: 'Waveshare', count: 5 },
    { value: 'Adafruit', label: 'Adafruit', count: 3 },
    { value: 'Generic', label: 'Generic', count: 1 },
  ],
  price_buckets: [
    { value: '0-500', label: 'Under ₹500', count: 4 },
    { value: '500-1000', label: '₹500 – ₹1,000', count: 3 },
    { value: '1000-5000', label: '₹1,000 – ₹5,000', count: 2 },
    { value: '5000+', label: '₹5,000 and above', count: 0 },
  ],
  specifications: [
    {
      name: 'Interface',
      values: [
        { value: 'I2C', label: 'I2C', count: 6 },
        { value: 'SPI', label: 'SPI', count: 3 },
      ],
    },
  ],
};

/** A page of `/api/products/`, with facets when the page asked for them. */
export function aListing(results: Product[], facets?: ListingFacets, next: string | null = null): ProductListing {
  return { ...aPage(results, next), ...(facets ? { facets } : {}) };
}

export function aProject(id: number, title: string, changes: Partial<Project> = {}): Project {
  return {
    id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: `How to build a ${title.toLowerCase()}.`,
    featured_image: `/media/projects/${id}.png`,
    tags: ['ESP32', 'Wi-Fi'],
    views_count: 2450,
    estimated_time: '3 hours',
    difficulty_level: 'Beginner',
    is_featured: false,
    category: 'iot-projects',
    ...changes,
  };
}

/** A weather station needing a board, two sensors (one sold out, one short) and wires. */
export function aProjectDetail(changes: Partial<ProjectDetail> = {}): ProjectDetail {
  const parts = [
    { product: aProduct(11, 'ESP32 Development Kit', 499, 40), quantity: 1 },
    { product: aProduct(12, 'BME280 Sensor', 349, 0), quantity: 1 },
    { product: aProduct(13, 'DHT22 Sensor', 299, 2), quantity: 4 },
    { product: aProduct(14, 'Jumper wires (40)', 50, 100), quantity: 2 },
  ].map((part) => ({ ...part, line_total: part.product.price * part.quantity }));
  return {
    ...aProject(5, 'Wi-Fi Weather Station', { is_featured: true }),
    steps: [
      { title: 'Wire the sensors', body: 'Connect the DHT22 data pin to GPIO 4.' },
      { title: 'Flash the firmware', body: 'Upload the sketch from the Arduino IDE.' },
    ],
    parts,
    parts_total: parts.reduce((sum, part) => sum + part.line_total, 0),
    ...changes,
  };
}

/** The shop's answer for a PIN code it delivers to, with COD, in two days. */
export function aDeliveryCheck(changes: Partial<DeliveryCheck> = {}): DeliveryCheck {
  return {
    pincode: '560001',
    district: 'Bengaluru',
    state: 'Karnataka',
    zone: 'same_city',
    delivers: true,
    cod_available: true,
    min_days: 1,
    max_days: 2,
    deliver_by: '2026-11-27',
    in_stock: null,
    ...changes,
  };
}

/** Port Blair, where staff's rules say the shop does not deliver. */
export const PORT_BLAIR_REFUSED: DeliveryCheck = aDeliveryCheck({
  pincode: '744101',
  district: 'South Andaman',
  state: 'Andaman and Nicobar Islands',
  zone: 'north_east_islands',
  delivers: false,
  cod_available: false,
  min_days: null,
  max_days: null,
  deliver_by: null,
});

/** A back-office product: every field staff edit, its stock and dates. */
export function anAdminProduct(changes: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    slug: 'arduino-uno-r3',
    name: 'Arduino Uno R3',
    brand: 'Arduino',
    category: { id: 1, name: 'Arduino', slug: 'arduino' },
    price: 2350,
    original_price: 2550,
    price_breaks: [],
    description: 'The reference board.',
    specifications: [
      { name: 'Microcontroller', value: 'ATmega328P' },
      { name: 'Operating Voltage', value: '5V' },
    ],
    is_featured: true,
    is_active: true,
    datasheet_url: null,
    uses: ['first arduino project', 'line follower robot'],
    hsn_code: '8473',
    gst_rate: 18,
    stock: 4,
    image: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...changes,
  };
}
