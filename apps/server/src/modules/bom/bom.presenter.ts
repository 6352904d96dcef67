import type { BomLine, BomList, BomListSummary, BomMatch } from '@makerbazaar/core';
import { toProduct } from '../catalog/catalog.presenter.js';
import type { BomLineRecord, BomMatchRecord, OpenedPartsListRecord, PartsListRecord } from './bom.service.js';

function toBomLine({ product, alternatives, substitute, ...line }: BomLineRecord): BomLine {
  return {
    ...line,
    product: product ? toProduct(product) : null,
    alternatives: alternatives.map(toProduct),
    substitute: substitute ? toProduct(substitute) : null,
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
