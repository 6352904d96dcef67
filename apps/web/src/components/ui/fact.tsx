import type { ReactNode } from 'react';

/** One fact of a `<dl>`: its muted label over (or beside, by `className`) its value. */
export function Fact({
  label,
  children,
  className,
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
