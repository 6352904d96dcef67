/**
 * The widths of a product picture's WebP copies: an upload is resized to each it is at least as wide
 * as (never enlarged), and the sample drawings are drawn at each.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1200] as const;
