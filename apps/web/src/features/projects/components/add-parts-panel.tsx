import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddProjectPartsResult, ProjectDetail } from '@makerbazaar/core';
import { RETURN_WINDOW_DAYS } from '@makerbazaar/core';
import {
  CircleAlert,
  CircleCheck,
  LoaderCircle,
  PackageX,
  RotateCcw,
  ShieldCheck,
  ShoppingCart,
  Truck,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { useSendToLogin } from '@/features/auth';
import { useUiStore } from '@/features/cart';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useSessionStatus } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddProjectParts } from '../api/add-project-parts';

function OutcomeGroup({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <ul className="mt-0.5 text-muted-foreground">{children}</ul>
      </div>
    </div>
  );
}

/**
 * What the cart got, in one line in the reader's language (the answer's `detail` is the server's
 * English sentence for API clients; the lists below say which parts).
 */
export function useOutcomeHeadline(): (result: AddProjectPartsResult, title: string) => string {
  const { t } = useLingui();
  return (result, title) => {
    const put = result.added.length + result.short.filter((part) => part.quantity > 0).length;
    if (put > 0) {
      return t`${plural(put, { one: `Added # part for ${title} to your cart.`, other: `Added # parts for ${title} to your cart.` })}`;
    }
    if (result.already_in_cart.length > 0 && result.out_of_stock.length === 0) {
      return t`All parts for ${title} are already in your cart.`;
    }
    return t`No parts for ${title} could be added.`;
  };
}

/**
 * What the cart got from a parts list (a project's or a customer's own, named `title`): a headline,
 * then each part that could not be added in full; `needed` says how many of a product the list wanted.
 */
export function PartsAddedOutcome({
  result,
  title,
  needed,
}: {
  result: AddProjectPartsResult;
  title: string;
  needed: (productId: number) => number | undefined;
}) {
  const { t } = useLingui();
  const headline = useOutcomeHeadline();
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  return (
    <div className="space-y-3 rounded-md border bg-background p-3 text-sm">
      <p className="font-semibold">{headline(result, title)}</p>
      {result.short.length ? (
        <OutcomeGroup icon={<CircleAlert className="text-warning" />} title={t`Not enough stock, added what there is:`}>
          {result.short.map((part) => {
            const name = part.name;
            const quantity = part.quantity;
            const wanted = needed(part.product_id) ?? part.quantity;
            return (
              <li key={part.product_id}>
                <Trans>
                  {name}: {quantity} of {wanted}
                </Trans>
              </li>
            );
          })}
        </OutcomeGroup>
      ) : null}
      {result.out_of_stock.length ? (
        <OutcomeGroup icon={<PackageX className="text-destructive" />} title={t`Out of stock, not added:`}>
          {result.out_of_stock.map((part) => (
            <li key={part.product_id}>{part.name}</li>
          ))}
        </OutcomeGroup>
      ) : null}
      {result.already_in_cart.length ? (
        <OutcomeGroup icon={<CircleCheck className="text-success" />} title={t`Already in your cart:`}>
          {result.already_in_cart.map((part) => (
            <li key={part.product_id}>
              {part.name} × {part.quantity}
            </li>
          ))}
        </OutcomeGroup>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" onClick={() => setCartOpen(true)}>
          <ShoppingCart /> <Trans>View cart</Trans>
        </Button>
        <ButtonLink size="sm" variant="outline" to="/checkout">
          <Trans>Checkout</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

/** The parts total and 'Add all parts to cart', with what happened once it has been pressed. */
export function AddPartsPanel({ project }: { project: ProjectDetail }) {
  const { t } = useLingui();
  const status = useSessionStatus();
  const sendToLogin = useSendToLogin();
  const addParts = useAddProjectParts();
  const headline = useOutcomeHeadline();
  const [result, setResult] = useState<AddProjectPartsResult | null>(null);
  const pieces = project.parts.reduce((sum, part) => sum + part.quantity, 0);
  const parts = project.parts.length;
  const days = RETURN_WINDOW_DAYS;
  const promises = [
    { icon: ShieldCheck, text: t`Genuine parts, tested before dispatch` },
    { icon: Truck, text: t`Free shipping, prices include GST` },
    { icon: RotateCcw, text: t`${days}-day returns on every part` },
  ];

  function addAll() {
    if (status !== 'authenticated') {
      sendToLogin(t`Please login to add items to cart`);
      return;
    }
    addParts.mutate(project, {
      onSuccess: (answer) => {
        setResult(answer);
        const anyAdded = answer.added.length + answer.short.length + answer.already_in_cart.length > 0;
        if (anyAdded) toast.success(headline(answer, project.title));
        else toast.error(headline(answer, project.title));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) sendToLogin(t`Please login to add items to cart`);
        else toast.error((error instanceof ApiError && error.serverMessage) || t`Failed to add parts to cart`);
      },
    });
  }

  return (
    <Card className="space-y-4 p-5">
      <div>
        <p className="text-sm text-muted-foreground">
          {t`Everything for this build: ${plural(parts, { one: '# part', other: '# parts' })}, ${plural(pieces, { one: '# piece', other: '# pieces' })}`}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatRupees(project.parts_total)}</p>
        <p className="text-xs text-muted-foreground">
          <Trans>At today's prices, inclusive of all taxes</Trans>
        </p>
      </div>
      <Button size="lg" className="w-full" onClick={addAll} disabled={status === 'loading' || addParts.isPending}>
        {addParts.isPending ? <LoaderCircle className="animate-spin" /> : <ShoppingCart />}
        {addParts.isPending ? <Trans>Adding parts…</Trans> : <Trans>Add all parts to cart</Trans>}
      </Button>
      <div aria-live="polite">
        {result ? (
          <PartsAddedOutcome
            result={result}
            title={project.title}
            needed={(productId) => project.parts.find((part) => part.product.id === productId)?.quantity}
          />
        ) : null}
      </div>
      <ul className="space-y-2 border-t pt-4 text-sm text-muted-foreground">
        {promises.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" /> {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
