import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export interface NumberedStep {
  title: string;
  /** Line breaks in it are kept. */
  text: string;
}

/**
 * Numbered steps of a process: a filled circle with the number, a title and its text. `card` puts
 * each step on a card of its own, for steps of some length (a project's build steps).
 */
export function NumberedSteps({
  steps,
  variant = 'plain',
  className,
}: {
  steps: readonly NumberedStep[];
  variant?: 'plain' | 'card';
  className?: string;
}) {
  const card = variant === 'card';
  return (
    <ol className={cn(card ? 'space-y-4' : 'space-y-5', className)}>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <li key={step.title} className={cn('flex gap-4', card && 'rounded-lg border bg-card p-4 shadow-sm sm:p-5')}>
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {number}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">
                <span className="sr-only">
                  <Trans>Step {number}:</Trans>{' '}
                </span>
                {step.title}
              </h3>
              {/* Pre-line and breaking long words, so a line of code wraps on a phone. */}
              <p
                className={cn(
                  'text-sm whitespace-pre-line wrap-break-word text-muted-foreground',
                  card ? 'mt-1 leading-relaxed' : 'mt-0.5',
                )}
              >
                {step.text}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
