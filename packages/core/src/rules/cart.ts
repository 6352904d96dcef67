/**
 * The most of one product a cart line holds, however it gets there (added, changed, a project's
 * parts list) and when it is checked out: enough for a maker's build or a class; more is a trade
 * order, which the bulk-quote form is for.
 */
export const MAX_CART_LINE_QUANTITY = 99;

/** How many more of a product fit in its cart line while it holds `inCart`. */
export function cartLineRoom(inCart: number): number {
  return Math.max(0, MAX_CART_LINE_QUANTITY - inCart);
}

/**
 * Why a cart line of `name` cannot hold `quantity` while it holds `inCart` (0 for a new line), in
 * words that say how many more fit; null when it can.
 */
export function cartLineRefusal(line: { name: string; quantity: number; inCart: number }): string | null {
  if (line.quantity <= MAX_CART_LINE_QUANTITY) return null;
  const room = cartLineRoom(line.inCart);
  const { name, inCart } = line;
  return room > 0
    ? `A cart holds at most ${MAX_CART_LINE_QUANTITY} of one product: you can add ${room} more of ${name}.`
    : `A cart holds at most ${MAX_CART_LINE_QUANTITY} of one product, and yours has ${inCart} of ${name}. For more, ask us for a bulk quote.`;
}
