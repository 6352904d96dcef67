import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Cart, type CartItem, MAX_CART_LINE_QUANTITY, stockStatus } from '@makerbazaar/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { NextBreakHint, type QuantityChange, QuantityInput, StockBadge } from '@/features/catalog';
import { CheckDelivery } from '@/features/delivery';
import { formatRupees } from '@/lib/format';
import { useSessionStatus } from '@/lib/session';
import { cartLineAt } from './api/cart-line-mutation';
import { useClearCart } from './api/clear-cart';
import { useCart } from './api/get-cart';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartItem } from './api/update-cart-item';

/** A centred message filling the drawer: signed out, empty, or failed to load. */
function DrawerMessage({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center">
      <div className="mb-1 rounded-full bg-muted p-5 text-muted-foreground [&_svg]:size-8">{icon}</div>
      <p className="font-semibold">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{description}</p>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** How long typing pauses before a typed quantity is saved: "25" is one change, not "2" then "25". */
const TYPING_PAUSE_MS = 600;

/**
 * A typed quantity, shown and priced at once and saved once typing pauses or the box is left (so a
 * tap on Proceed to Checkout right after typing keeps it); a step of + or − is saved at once.
 */
function useLineQuantity(item: CartItem) {
  const update = useUpdateCartItem();
  const [typed, setTyped] = useState<number | null>(null);
  const { mutate } = update;
  const save = useCallback(() => {
    if (typed === null) return;
    setTyped(null);
    if (typed !== item.quantity) mutate({ itemId: item.id, quantity: typed });
  }, [typed, item.id, item.quantity, mutate]);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(save, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, save]);
  const change = (quantity: number, how: QuantityChange) => {
    if (how === 'typed') {
      setTyped(quantity);
      return;
    }
    setTyped(null);
    mutate({ itemId: item.id, quantity });
  };
  return { line: typed === null ? item : cartLineAt(item, typed), change, save };
}

function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveCartItem();
  const { line, change, save } = useLineQuantity(item);
  const { product, quantity } = line;
  const href = `/product/${product.slug}`;
  const atCartLimit = quantity >= MAX_CART_LINE_QUANTITY;
  const lowStock = stockStatus(product.stock).level !== 'in';
  const limit = MAX_CART_LINE_QUANTITY;
  const name = product.name;
  const price = formatRupees(line.unit_price);
  const next = line.next_price_break;

  return (
    <li className="flex gap-3 py-4">
      <ProductThumbnail product={product} width={80} to={href} onNavigate={onNavigate} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <Link
            to={href}
            onClick={onNavigate}
            className="line-clamp-2 min-h-11 flex-1 text-sm leading-5 font-semibold hover:text-primary desktop:min-h-0"
          >
            {product.name}
          </Link>
          <Button
            variant="ghost"
            size="icon-sm"
            className="-mt-1 -mr-2 text-muted-foreground hover:text-destructive"
            aria-label={t`Remove ${name} from cart`}
            onClick={() => remove.mutate({ itemId: item.id })}
          >
            <Icon name="trash" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="tabular-nums">
            <Trans>{price} each</Trans>
          </span>
          {line.unit_price < product.price ? (
            <span className="text-muted-foreground line-through tabular-nums">{formatRupees(product.price)}</span>
          ) : null}
          {lowStock ? <StockBadge stock={product.stock} /> : null}
          {atCartLimit ? (
            <span>
              <Trans>At most {limit} of one product in a cart</Trans>
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <QuantityInput
            name={name}
            value={quantity}
            min={0}
            max={Math.min(product.stock, MAX_CART_LINE_QUANTITY)}
            onChange={change}
            onLeave={save}
          />
          <span className="font-semibold tabular-nums">{formatRupees(line.line_total)}</span>
        </div>
        {next && next.min_quantity > quantity && next.min_quantity <= product.stock ? (
          <NextBreakHint next={next} quantity={quantity} className="text-xs" />
        ) : null}
      </div>
    </li>
  );
}

function CartContents({ cart, onClose }: { cart: Cart; onClose: () => void }) {
  const clear = useClearCart();
  const count = cart.total_items;
  return (
    <>
      <div className="flex items-center justify-between border-b px-5 py-2 text-sm text-muted-foreground">
        <span>
          <Plural value={count} one="# item" other="# items" />
        </span>
        <Button
          variant="link"
          size="sm"
          className="px-0 text-muted-foreground desktop:h-8"
          onClick={() => clear.mutate()}
        >
          <Trans>Clear cart</Trans>
        </Button>
      </div>
      <ul className="flex-1 divide-y overflow-y-auto px-5">
        {cart.results.map((item) => (
          <CartLine key={item.id} item={item} onNavigate={onClose} />
        ))}
      </ul>
      <div className="space-y-3 border-t px-5 pt-4 pb-5">
        <CheckDelivery className="p-3" />
        <div aria-live="polite" className="flex items-baseline justify-between gap-4">
          <span className="font-medium">
            <Plural value={count} one="Total (# item)" other="Total (# items)" />
          </span>
          <span className="text-xl font-bold tabular-nums">{formatRupees(cart.total_amount)}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>Inclusive of all taxes. Shipping is free.</Trans>
        </p>
        <ButtonLink size="lg" className="w-full" to="/checkout" onClick={onClose}>
          <Trans>Proceed to Checkout</Trans> <Icon name="arrow-right" />
        </ButtonLink>
      </div>
    </>
  );
}

function CartLoading() {
  return (
    <div aria-busy="true" className="flex-1 space-y-4 px-5 py-4">
      <span className="sr-only">
        <Trans>Loading your cart…</Trans>
      </span>
      {[1, 2, 3].map((n) => (
        <div key={n} className="flex gap-3">
          <Skeleton className="size-20" />
          <SkeletonStack className="flex-1 space-y-2" lines={['h-4 w-3/4', 'h-3 w-1/3', 'h-8 w-28']} />
        </div>
      ))}
    </div>
  );
}

function CartBody({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const status = useSessionStatus();
  const cart = useCart();

  if (status === 'anonymous') {
    return (
      <DrawerMessage
        icon={<Icon name="log-in" />}
        title={t`Sign in to see your cart`}
        description={t`Your cart is kept with your account, on every device you use.`}
      >
        <ButtonLink to="/login" onClick={onClose}>
          <Trans>Login</Trans>
        </ButtonLink>
      </DrawerMessage>
    );
  }
  if (cart.isError) {
    return (
      <DrawerMessage
        icon={<Icon name="triangle-exclamation-point" />}
        title={t`We couldn't load your cart`}
        description={t`Please check your connection and try again.`}
      >
        <Button variant="outline" onClick={() => cart.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </DrawerMessage>
    );
  }
  if (!cart.data) return <CartLoading />;
  if (cart.data.results.length === 0) {
    return (
      <DrawerMessage
        icon={<Icon name="shopping-cart" />}
        title={t`Your cart is empty`}
        description={t`Add some products to get started!`}
      >
        <Button variant="outline" onClick={onClose}>
          <Trans>Continue Shopping</Trans>
        </Button>
      </DrawerMessage>
    );
  }
  return <CartContents cart={cart.data} onClose={onClose} />;
}

export default function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0 overflow-hidden p-0" aria-describedby={undefined}>
        <DialogTitle className="flex items-center gap-2 border-b px-5 py-4 pr-12">
          <Icon name="shopping-cart" className="size-5" /> <Trans>Your Cart</Trans>
        </DialogTitle>
        <CartBody onClose={close} />
      </SheetContent>
    </Dialog>
  );
}
