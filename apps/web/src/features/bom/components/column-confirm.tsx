import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOM_COLUMN_ROLES, type BomColumnMapping, type BomColumnRole, emptyBomMapping } from '@makerbazaar/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

const ROLE_NAMES: Record<BomColumnRole, MessageDescriptor> = {
  reference: msg`Designators (R1, U2…)`,
  quantity: msg`Quantity`,
  part_number: msg`Part number (MPN)`,
  value: msg`Value or part name`,
  footprint: msg`Footprint or package`,
  description: msg`Description`,
};

/** The role each column has under `mapping`, or '' for a column no role reads. */
function rolesByColumn(mapping: BomColumnMapping, columns: number): (BomColumnRole | '')[] {
  const roles: (BomColumnRole | '')[] = Array.from({ length: columns }, () => '');
  for (const role of BOM_COLUMN_ROLES) {
    const column = mapping[role];
    if (column !== null && column < columns) roles[column] = role;
  }
  return roles;
}

/** The mapping the chosen roles make; a role chosen for two columns is the later choice's. */
export function mappingOf(roles: (BomColumnRole | '')[]): BomColumnMapping {
  const mapping = emptyBomMapping();
  roles.forEach((role, column) => {
    if (role) mapping[role] = column;
  });
  return mapping;
}

/**
 * The file's columns with their first rows, each with what the shop read it as: the customer
 * confirms or corrects them, and the list is read again with the columns given.
 */
export function ColumnConfirm({
  columns,
  sample,
  mapping,
  pending,
  onConfirm,
}: {
  columns: string[];
  sample: string[][];
  mapping: BomColumnMapping;
  pending: boolean;
  onConfirm: (mapping: BomColumnMapping) => void;
}) {
  const { i18n, t } = useLingui();
  const [roles, setRoles] = useState(() => rolesByColumn(mapping, columns.length));
  const choose = (column: number, role: BomColumnRole | '') =>
    setRoles((current) => current.map((old, i) => (i === column ? role : old === role && role ? '' : old)));
  const names = roles.some((role) => role === 'part_number' || role === 'value' || role === 'description');
  return (
    <section aria-labelledby="bom-columns" className="space-y-3 rounded-lg border border-warning/40 bg-warning/5 p-4">
      <div>
        <h2 id="bom-columns" className="font-semibold">
          <Trans>Check the columns</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>We were not sure what some columns hold. Say what each one is, then read the list again.</Trans>
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-max text-sm">
          <thead>
            <tr>
              {columns.map((name, column) => (
                // Two columns may have the same header: a column is its place in the file.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns of a file, fixed while shown
                <th key={column} scope="col" className="px-2 pb-2 text-left align-bottom font-medium">
                  <span className="mb-1 block truncate text-xs text-muted-foreground">{name}</span>
                  <Select
                    aria-label={t`What column ${name} holds`}
                    value={roles[column] ?? ''}
                    onChange={(event) => choose(column, event.target.value as BomColumnRole | '')}
                    className="min-w-40"
                  >
                    <option value="">{t`Not used`}</option>
                    {BOM_COLUMN_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {i18n._(ROLE_NAMES[role])}
                      </option>
                    ))}
                  </Select>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y text-muted-foreground">
            {sample.map((row, r) => (
              // The sample rows are the file's own and have nothing else to tell them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file, shown once
              <tr key={r}>
                {columns.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                  <td key={column} className="max-w-48 truncate px-2 py-1.5">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {names ? null : (
        <p className="text-sm text-destructive">
          <Trans>Choose the column that names the part: its part number, value or description.</Trans>
        </p>
      )}
      <Button onClick={() => onConfirm(mappingOf(roles))} disabled={!names || pending}>
        <Trans>Read the list with these columns</Trans>
      </Button>
    </section>
  );
}
