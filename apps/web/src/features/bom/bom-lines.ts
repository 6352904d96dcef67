import { type BomLine, type BomProduct, paiseToRupees, rupeesToPaise, unitPriceAt } from '@makerbazaar/core';

/** The products a line may be: the match, its alternatives, and the substitute, each once. */
export function productOptions(line: BomLine): BomProduct[] {
  const options: BomProduct[] = [];
  for (const product of [line.product, ...line.alternatives, line.substitute]) {
    if (product && !options.some((other) => other.id === product.id)) options.push(product);
  }
  return options;
}

/** A line starts with its match chosen when the shop is sure or thinks it likely; an unsure one waits for the customer. */
export const defaultChoice = (line: BomLine): number | null =>
  line.product && (line.confidence === 'sure' || line.confidence === 'likely') ? line.product.id : null;

export interface PricedLine {
  line: BomLine;
  product: BomProduct | null;
  /** How many the whole build needs: the list's quantity × the boards. */
  needed: number;
  /** Rupees a unit at the break `needed` reaches, and for the line. */
  unitPrice: number;
  lineTotal: number;
  short: boolean;
}

/** Each line with the product chosen, priced at the quantity the build needs (what the cart will charge). */
export function priceLines(lines: BomLine[], choices: (number | null)[], builds: number): PricedLine[] {
  return lines.map((line, i) => {
    const product = productOptions(line).find((option) => option.id === choices[i]) ?? null;
    const needed = line.quantity * builds;
    const unitPaise = product ? unitPriceAt(rupeesToPaise(product.price), breaksInPaise(product), needed) : 0;
    return {
      line,
      product,
      needed,
      unitPrice: paiseToRupees(unitPaise),
      lineTotal: paiseToRupees(unitPaise * needed),
      short: product !== null && product.stock < needed,
    };
  });
}

const breaksInPaise = (product: BomProduct) =>
  product.price_breaks.map((step) => ({ min_quantity: step.min_quantity, price: rupeesToPaise(step.price) }));
