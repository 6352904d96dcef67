import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_BOM_BUILDS } from '@makerbazaar/core';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A build count from what was typed: whole boards from 1 up to the most a parts list is for. */
export function readBuilds(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const builds = Number(typed);
  return builds >= 1 && builds <= MAX_BOM_BUILDS ? builds : null;
}

/** "Build [5] boards": typed or stepped; every quantity of the list is multiplied by it. */
export function BuildCount({ builds, onChange }: { builds: number; onChange: (builds: number) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(String(builds));
  useEffect(() => setTyped(String(builds)), [builds]);
  const invalid = readBuilds(typed) === null;
  const max = MAX_BOM_BUILDS;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="bom-builds" className="text-sm font-medium">
        <Trans>Build</Trans>
      </label>
      <div className="flex items-center">
        <Button
          variant="outline"
          size="icon"
          aria-label={t`One board fewer`}
          disabled={builds <= 1}
          onClick={() => onChange(builds - 1)}
        >
          <Minus />
        </Button>
        <Input
          id="bom-builds"
          inputMode="numeric"
          className="mx-1 w-16 text-center tabular-nums"
          value={typed}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'bom-builds-error' : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            const next = readBuilds(event.target.value);
            if (next !== null) onChange(next);
          }}
          onBlur={() => setTyped(String(builds))}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t`One board more`}
          disabled={builds >= max}
          onClick={() => onChange(builds + 1)}
        >
          <Plus />
        </Button>
      </div>
      <span className="text-sm">
        <Trans>boards</Trans>
      </span>
      {invalid ? (
        <p id="bom-builds-error" className="w-full text-xs text-destructive">
          <Trans>Type a number of boards from 1 to {max}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
