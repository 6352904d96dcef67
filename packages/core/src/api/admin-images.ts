import { z } from 'zod';
import { idParam, idSchema, text } from './common.js';

/** The largest file one upload may carry. */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PRODUCT_IMAGE_MB = MAX_PRODUCT_IMAGE_BYTES / (1024 * 1024);
/** Files in one upload. */
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Pictures one product may hold. */
export const MAX_IMAGES_PER_PRODUCT = 20;
export const MAX_IMAGE_ALT_LENGTH = 200;

export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** A product picture in the back office: `url` is its largest copy, `variants` its resized copies, smallest first. */
export const adminProductImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

/** A product's pictures in gallery order; the first is the one the shop shows on cards. */
export const adminProductImagesSchema = z.object({ results: z.array(adminProductImageSchema) });
export type AdminProductImages = z.infer<typeof adminProductImagesSchema>;

const altField = text()
  .trim()
  .max(MAX_IMAGE_ALT_LENGTH, `Ensure this field has no more than ${MAX_IMAGE_ALT_LENGTH} characters.`);

/** `PATCH /api/admin/products/{id}/images/{imageId}/`: the text read out in place of the picture. */
export const productImageUpdateSchema = z.object({ alt: altField });
export type ProductImageUpdate = z.input<typeof productImageUpdateSchema>;

/** `PUT /api/admin/products/{id}/images/order/`: every picture of the product, in the new order. */
export const productImageOrderSchema = z.object({
  ids: z
    .array(idSchema, { message: 'Give the picture ids as a list.' })
    .min(1, 'Give the picture ids as a list.')
    .max(MAX_IMAGES_PER_PRODUCT)
    .refine((ids) => new Set(ids).size === ids.length, 'Each picture may appear only once.'),
});
export type ProductImageOrder = z.input<typeof productImageOrderSchema>;

export const productImageParamsSchema = z.object({ id: idParam, imageId: idParam });
