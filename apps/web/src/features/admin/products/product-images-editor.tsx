/** The product's images: upload, reorder by drag, alt text, remove. */
export function ProductImagesEditor(_props: { productId: number }) {
  return null;
}
