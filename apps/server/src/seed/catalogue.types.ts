/** The sample catalogue as authored: rupees and slugs, converted to paise and ids by the loader. */
import type { PartPicture } from './drawings/index.js';
import type { TaxClassName } from './tax-classes.js';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** An emoji shown beside the name in menus and tiles. */
  icon: string;
  sortOrder: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  brand: string;
  /** Slug of a SeedCategory. */
  category: string;
  /** Selling price in rupees, at most two decimals. */
  price: number;
  /** MRP in rupees when the product is discounted, else null. */
  originalPrice: number | null;
  stock: number;
  isFeatured: boolean;
  description: string;
  /** Ordered key/value rows of the specifications table, e.g. ['Operating Voltage', '5V']. */
  specifications: [string, string][];
  /** The maker's datasheet (or, without one, its product page): https, from the maker's own site. */
  datasheetUrl: string | null;
  /** What the part is for GST: its HSN heading and rate. */
  taxClass: TaxClassName;
  /** Its own picture, drawn from the template of its kind and served at `/media/parts/<slug>.svg`. */
  picture: PartPicture;
}
