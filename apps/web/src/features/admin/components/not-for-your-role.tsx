import { type AdminArea, type AdminMe, ROLE_AREAS, STAFF_ROLE_NAMES, STAFF_ROLES } from '@makerbazaar/core';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';

/** What each area's screens are, as the sentence "… are opened by the … roles" names them. */
const AREA_SCREENS: Record<AdminArea, string> = {
  staff: 'Staff and their roles',
  audit: 'The audit log',
  outbox: 'The outbox',
  accounts: 'Deactivating customer accounts',
  catalogue: 'Products, categories, coupons, courses, projects and the FAQ',
  orders: 'Orders, refunds and delivery rules',
  customers: 'Customers',
  support: 'The inbox',
};

/** "Owner and Catalogue", "Owner, Orders and Support". */
function inWords(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The one page a staff member gets at the address of a screen their roles do not open: which roles
 * open it, theirs, and whom to ask. The screen itself is never loaded, so nothing of it (buttons,
 * a refusal from the server) shows.
 */
export function NotForYourRole({ area, me }: { area: AdminArea; me: AdminMe }) {
  const openers = STAFF_ROLES.filter((role) => ROLE_AREAS[role].includes(area)).map((role) => STAFF_ROLE_NAMES[role]);
  const owners = me.owners.map((owner) => (owner.name ? `${owner.name} (${owner.username})` : owner.username));
  return (
    <EmptyState
      icon={<ShieldAlert />}
      title="Not for your role"
      description={
        <>
          {AREA_SCREENS[area]} {openers.length === 1 ? 'is' : 'are'} opened by the {inWords(openers)}{' '}
          {openers.length === 1 ? 'role' : 'roles'}. Your roles:{' '}
          {inWords(me.roles.map((role) => STAFF_ROLE_NAMES[role]))}.
          <span className="mt-2 block">
            {owners.length > 0
              ? `Ask an owner of the shop to give you one of them: ${inWords(owners)}.`
              : 'Ask an owner of the shop to give you one of them.'}
          </span>
        </>
      }
    >
      <Button asChild variant="outline">
        <Link to="/admin">Go to the dashboard</Link>
      </Button>
    </EmptyState>
  );
}
