import { SORTS } from '../filter-state';

export function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">Sort by</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm font-medium text-foreground"
      >
        {Object.entries(SORTS).map(([key, sort]) => (
          <option key={key} value={key}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
