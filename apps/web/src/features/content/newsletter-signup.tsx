import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import { NewsletterFields } from './newsletter-fields';

// The form libraries (react-hook-form, core's zod schemas: a 109 ms task at 8× CPU) load when a
// visitor comes to the form, not with every page.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** What the light form hands the full one: the address typed so far, and whether it was sent. */
interface Handoff {
  typed: () => string;
  focus: boolean;
  submit: boolean;
}

/**
 * The footer's newsletter sign-up: a light form until the visitor focuses the address box or sends
 * it, then the full form, which takes over what was typed and the focus, and sends it if it was sent.
 */
export function NewsletterSignup() {
  const box = useRef<HTMLInputElement>(null);
  const [handoff, setHandoff] = useState<Handoff>();
  const want = (submit: boolean) => {
    // The box itself, read when the full form takes over: what was typed before the app started or
    // while the form loaded is in it, and React saw none of it.
    const input = box.current;
    startTransition(() =>
      setHandoff((current) => ({ typed: () => input?.value ?? '', focus: true, submit: submit || !!current?.submit })),
    );
  };
  const light = (
    <NewsletterFields
      onSubmit={(event) => {
        event.preventDefault();
        want(true);
      }}
      email={{
        name: 'email',
        onFocus: () => want(false),
        ref: box,
      }}
    />
  );
  // One boundary from the start: a transition then keeps the light form (the same box, focused) in
  // place while the full one loads, where a new boundary would show a fresh copy as its fallback.
  return (
    <Suspense fallback={light}>
      {handoff ? <NewsletterForm typed={handoff.typed} focus={handoff.focus} submit={handoff.submit} /> : light}
    </Suspense>
  );
}
