import { type Paginated, type PriceBreak, type Product, type ProductDetail, paiseToRupees } from '@makerbazaar/core';
import { type ProductDetailRecord, type ProductRecord, primaryImage, primaryImageVariants } from './catalog.service.js';

/** What a product is called and costs, the same in the storefront's and the back office's answers. */
export function productBasics(
  record: Pick<
    ProductRecord,
    | 'id'
    | 'slug'
    | 'name'
    | 'brand'
    | 'categoryId'
    | 'categoryName'
    | 'categorySlug'
    | 'pricePaise'
    | 'originalPricePaise'
    | 'priceBreaks'
  >,
): Pick<Product, 'id' | 'slug' | 'name' | 'brand' | 'category' | 'price' | 'original_price' | 'price_breaks'> {
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    brand: record.brand,
    category: { id: record.categoryId, name: record.categoryName, slug: record.categorySlug },
    price: paiseToRupees(record.pricePaise),
    original_price: record.originalPricePaise === null ? null : paiseToRupees(record.originalPricePaise),
    price_breaks: toPriceBreaks(record.priceBreaks),
  };
}

/** Breaks kept in paise, as the API speaks them: rupees. */
export function toPriceBreaks(breaks: readonly PriceBreak[]): PriceBreak[] {
  return breaks.map((step) => ({ min_quantity: step.min_quantity, price: paiseToRupees(step.price) }));
}

/**
 * A product as the API answers it: rupees, a rating to one decimal, and the client contract's two
 * names for the first picture (`primary_image` and `image`). Every answer holding a product card
 * is shaped here.
 */
export function toProduct(product: ProductRecord): Product {
  const primary = primaryImage(product);
  return {
    ...productBasics(product),
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
