import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@makerbazaar/core';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * What each role opens, in words, as ROLE_AREAS in core decides it: the server checks that table,
 * this only explains it to the owner choosing roles.
 */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'Everything, including staff, the audit log, the outbox and deactivating customers.',
  catalogue: 'Products, categories, stock, courses, projects and the FAQ.',
  orders: 'Orders, payments and refunds; customers read-only.',
  support: 'Messages, tickets and quotes; customers read-only.',
};

export function RoleBadges({ roles }: { roles: readonly StaffRole[] }) {
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant={role === 'owner' ? 'default' : 'secondary'}>
          {STAFF_ROLE_NAMES[role]}
        </Badge>
      ))}
    </div>
  );
}

/** The four roles as checkboxes, each with what it may do; a fieldset so its error is read with it. */
export function RoleChoices({
  value,
  onChange,
  error,
}: {
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}) {
  const id = useId();
  const toggle = (role: StaffRole, checked: boolean) =>
    onChange(STAFF_ROLES.filter((r) => (r === role ? checked : value.includes(r))));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">Roles</legend>
      <ul className="grid gap-2">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <label
              htmlFor={`${id}-${role}`}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-muted/40 has-[button[data-state=checked]]:border-primary/60 has-[button[data-state=checked]]:bg-primary/5"
            >
              <Checkbox
                id={`${id}-${role}`}
                className="mt-0.5"
                checked={value.includes(role)}
                onCheckedChange={(checked) => toggle(role, checked === true)}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium leading-none">{STAFF_ROLE_NAMES[role]}</span>
                <span className="text-xs text-muted-foreground">{ROLE_DUTIES[role]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
