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
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSendToLogin } from '@/features/auth';
import { useUiStore } from '@/features/cart';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddProjectParts } from '../api/add-project-parts';

const SIGN_IN_TO_ADD = 'Please login to add items to cart';
const ADD_FAILED = 'Failed to add parts to cart';
const PROMISES = [
  { icon: ShieldCheck, text: 'Genuine parts, tested before dispatch' },
  { icon: Truck, text: 'Free shipping, prices include GST' },
  { icon: RotateCcw, text: `${RETURN_WINDOW_DAYS}-day returns on every part` },
];

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

/** What the cart got: the server's summary, then each part that could not be added in full. */
function Outcome({ result, project }: { result: AddProjectPartsResult; project: ProjectDetail }) {
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const needed = (productId: number) => project.parts.find((part) => part.product.id === productId)?.quantity;
  return (
    <div className="space-y-3 rounded-md border bg-background p-3 text-sm">
      <p className="font-semibold">{result.detail}</p>
      {result.short.length ? (
        <OutcomeGroup icon={<CircleAlert className="text-warning" />} title="Not enough stock, added what there is:">
          {result.short.map((part) => (
            <li key={part.product_id}>
              {part.name}: {part.quantity} of {needed(part.product_id) ?? part.quantity}
            </li>
          ))}
        </OutcomeGroup>
      ) : null}
      {result.out_of_stock.length ? (
        <OutcomeGroup icon={<PackageX className="text-destructive" />} title="Out of stock, not added:">
          {result.out_of_stock.map((part) => (
            <li key={part.product_id}>{part.name}</li>
          ))}
        </OutcomeGroup>
      ) : null}
      {result.already_in_cart.length ? (
        <OutcomeGroup icon={<CircleCheck className="text-success" />} title="Already in your cart:">
          {result.already_in_cart.map((part) => (
            <li key={part.product_id}>
              {part.name} × {part.quantity}
            </li>
          ))}
        </OutcomeGroup>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" onClick={() => setCartOpen(true)}>
          <ShoppingCart /> View cart
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/checkout">Checkout</Link>
        </Button>
      </div>
    </div>
  );
}

/** The parts total and 'Add all parts to cart', with what happened once it has been pressed. */
export function AddPartsPanel({ project }: { project: ProjectDetail }) {
  const status = useSession((s) => s.status);
  const sendToLogin = useSendToLogin();
  const addParts = useAddProjectParts();
  const [result, setResult] = useState<AddProjectPartsResult | null>(null);
  const pieces = project.parts.reduce((sum, part) => sum + part.quantity, 0);

  function addAll() {
    if (status !== 'authenticated') {
      sendToLogin(SIGN_IN_TO_ADD);
      return;
    }
    addParts.mutate(project, {
      onSuccess: (answer) => {
        setResult(answer);
        const anyAdded = answer.added.length + answer.short.length + answer.already_in_cart.length > 0;
        if (anyAdded) toast.success(answer.detail);
        else toast.error(answer.detail);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) sendToLogin(SIGN_IN_TO_ADD);
        else toast.error((error instanceof ApiError && error.serverMessage) || ADD_FAILED);
      },
    });
  }

  return (
    <Card className="space-y-4 p-5">
      <div>
        <p className="text-sm text-muted-foreground">
          Everything for this build: {project.parts.length} {project.parts.length === 1 ? 'part' : 'parts'}, {pieces}{' '}
          {pieces === 1 ? 'piece' : 'pieces'}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatRupees(project.parts_total)}</p>
        <p className="text-xs text-muted-foreground">At today's prices, inclusive of all taxes</p>
      </div>
      <Button size="lg" className="w-full" onClick={addAll} disabled={status === 'loading' || addParts.isPending}>
        {addParts.isPending ? <LoaderCircle className="animate-spin" /> : <ShoppingCart />}
        {addParts.isPending ? 'Adding parts…' : 'Add all parts to cart'}
      </Button>
      <div aria-live="polite">{result ? <Outcome result={result} project={project} /> : null}</div>
      <ul className="space-y-2 border-t pt-4 text-sm text-muted-foreground">
        {PROMISES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" /> {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
