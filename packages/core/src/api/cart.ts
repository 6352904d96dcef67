import { z } from 'zod';
import { MAX_CART_LINE_QUANTITY } from '../rules/cart.js';
import { imageVariantSchema } from './admin-images.js';
import { categoryRefSchema, priceBreakSchema, productImageSchema } from './catalog.js';
import { idParam, idSchema } from './common.js';

const quantityField = (min: number) =>
  z
    .number({ message: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(min, `Ensure this value is at least ${min}.`)
    .max(MAX_CART_LINE_QUANTITY, `Ensure this value is at most ${MAX_CART_LINE_QUANTITY}.`);

/**
 * The product inside cart answers: the catalogue names, and `selling_price`/`mrp`, the original API's
 * names for the same prices, which its clients still read.
 */
export const cartProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: categoryRefSchema,
  price: z.number(),
  original_price: z.number().nullable(),
  selling_price: z.number(),
  mrp: z.number().nullable(),
  price_breaks: z.array(priceBreakSchema),
  primary_image: z.string(),
  primary_image_variants: z.array(imageVariantSchema),
  images: z.array(productImageSchema),
  rating: z.number(),
  num_reviews: z.number().int(),
  description: z.string(),
  stock: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  product: cartProductSchema,
  quantity: z.number().int(),
  /** Rupees: the unit price charged at this quantity, the product's price or the break it reaches. */
  unit_price: z.number(),
  /** Rupees: unit_price × quantity. */
  line_total: z.number(),
  /** The next break this line could reach, and what each unit would then cost less; none above the top one. */
  next_price_break: priceBreakSchema.extend({ unit_saving: z.number() }).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  count: z.number().int(),
  next: z.null(),
  previous: z.null(),
  results: z.array(cartItemSchema),
  total_items: z.number().int(),
  /** Rupees, goods only (the checkout adds any COD fee). */
  total_amount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartSchema = z.object({ product_id: idSchema, quantity: quantityField(1).default(1) });
export type AddToCartInput = z.input<typeof addToCartSchema>;

export const updateCartItemSchema = z.object({ quantity: quantityField(0) });
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;

export const itemIdParamsSchema = z.object({ id: idParam });

export const wishlistAddSchema = z.object({ product_id: idSchema });
export const productIdParamsSchema = z.object({ product_id: idParam });
