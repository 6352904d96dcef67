import {
  type BomLine,
  type BomList,
  type BomListSummary,
  type BomMatch,
  type BomProduct,
  paiseToRupees,
} from '@makerbazaar/core';
import { toProduct } from '../catalog/catalog.presenter.js';
import type {
  BomLineRecord,
  BomMatchRecord,
  BomProductRecord,
  OpenedPartsListRecord,
  PartsListRecord,
} from './bom.service.js';

function toBomProduct({ product, breaks }: BomProductRecord): BomProduct {
  return {
    ...toProduct(product),
    price_breaks: breaks.map((step) => ({ min_quantity: step.min_quantity, price: paiseToRupees(step.price) })),
  };
}

function toBomLine({ product, alternatives, substitute, ...line }: BomLineRecord): BomLine {
  return {
    ...line,
    product: product ? toBomProduct(product) : null,
    alternatives: alternatives.map(toBomProduct),
    substitute: substitute ? toBomProduct(substitute) : null,
  };
}

export function toBomMatch({ mappingUnsure, lines, ...parsed }: BomMatchRecord): BomMatch {
  return { ...parsed, mapping_unsure: mappingUnsure, lines: lines.map(toBomLine) };
}

export function toBomListSummary(list: PartsListRecord): BomListSummary {
  return {
    id: list.id,
    name: list.name,
    builds: list.builds,
    line_count: list.lineCount,
    updated_at: list.updatedAt.toISOString(),
  };
}

export function toBomList(list: OpenedPartsListRecord): BomList {
  return { ...toBomListSummary(list), lines: list.lines.map(toBomLine) };
}
