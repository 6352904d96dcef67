import type { AdminProduct } from '@makerbazaar/core';
import { productBasics } from './catalog.presenter.js';
import type { AdminProductRecord } from './product-admin.service.js';

/** A product in the back office's shape: rupees, as the storefront's API speaks them. */
export function toAdminProduct(record: AdminProductRecord): AdminProduct {
  return {
    ...productBasics(record),
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
