import { type Paginated, type Product, type ProductDetail, paiseToRupees } from '@makerbazaar/core';
import { type ProductDetailRecord, type ProductRecord, primaryImage, primaryImageVariants } from './catalog.service.js';

/**
 * A product as the API answers it: rupees, a rating to one decimal, and the client contract's two
 * names for the first picture (`primary_image` and `image`). Every answer holding a product card
 * is shaped here.
 */
export function toProduct(product: ProductRecord): Product {
  const primary = primaryImage(product);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    category: { id: product.categoryId, name: product.categoryName, slug: product.categorySlug },
    price: paiseToRupees(product.pricePaise),
    original_price: product.originalPricePaise === null ? null : paiseToRupees(product.originalPricePaise),
    primary_image: primary,
    primary_image_variants: primaryImageVariants(product),
    image: primary,
    images: product.images.map((picture) => ({ image: picture.url, alt: picture.alt, variants: picture.variants })),
    rating: Math.round(product.rating * 10) / 10,
    num_reviews: product.numReviews,
    description: product.description,
    stock: product.stock,
    is_featured: product.isFeatured,
    created_at: product.createdAt.toISOString(),
  };
}

export function toProductDetail(product: ProductDetailRecord): ProductDetail {
  return {
    ...toProduct(product),
    specifications: product.specifications,
    datasheet_url: product.datasheetUrl,
    uses: product.uses,
  };
}

export function toProductList(page: Paginated<ProductRecord>): Paginated<Product> {
  return { ...page, results: page.results.map(toProduct) };
}
