import { type AdminProduct, paiseToRupees } from '@makerbazaar/core';
import type { AdminProductRecord } from './product-admin.service.js';

/** A product in the back office's shape: rupees, as the storefront's API speaks them. */
export function toAdminProduct(record: AdminProductRecord): AdminProduct {
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    brand: record.brand,
    category: { id: record.categoryId, name: record.categoryName, slug: record.categorySlug },
    price: paiseToRupees(record.pricePaise),
    original_price: record.originalPricePaise === null ? null : paiseToRupees(record.originalPricePaise),
    description: record.description,
    specifications: record.specifications,
    is_featured: record.isFeatured,
    is_active: record.isActive,
    datasheet_url: record.datasheetUrl,
    uses: record.uses,
    hsn_code: record.hsnCode,
    gst_rate: record.gstRate,
    stock: record.stock,
    image: record.image,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}
