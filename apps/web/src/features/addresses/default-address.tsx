import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AddressLines } from './address-card';
import { useAddresses } from './api/addresses';

/**
 * The customer's default delivery address as the profile shows it, with the way to the address
 * book; with none saved, the profile's own address text (`fallback`) if they wrote one.
 */
export function DefaultAddress({ fallback }: { fallback: string }) {
  const addresses = useAddresses();
  if (addresses.isPending) return <Skeleton className="h-24 w-64 max-w-full" />;
  const saved = addresses.data?.results ?? [];
  const chosen = saved.find((address) => address.is_default) ?? saved[0];
  const count = saved.length;
  return (
    <div>
      {addresses.isError ? (
        <p className="text-muted-foreground">
          <Trans>We could not load your addresses.</Trans>
        </p>
      ) : chosen ? (
        <AddressLines address={chosen} />
      ) : fallback ? (
        <p className="whitespace-pre-line">{fallback}</p>
      ) : (
        <p className="text-muted-foreground">
          <Trans>No saved address yet</Trans>
        </p>
      )}
      <Link
        to="/addresses"
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline desktop:mt-1 desktop:min-h-0"
      >
        {count === 0 && !addresses.isError ? (
          <Trans>Add an address</Trans>
        ) : (
          <Plural value={count} one="Manage your address" other="Manage your # addresses" />
        )}
      </Link>
    </div>
  );
}
