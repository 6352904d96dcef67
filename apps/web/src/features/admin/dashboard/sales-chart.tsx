import type { SalesDay } from '@makerbazaar/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatRupees } from '@/lib/format';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A YYYY-MM-DD India day, read as a calendar date (no time zone shift). */
const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Revenue day by day over the last 30 India days, with the day's orders in the tooltip. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <figure className="m-0">
      <figcaption className="sr-only">
        Revenue by day over the last {days.length} days: {formatRupees(total)} in all.
      </figcaption>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis
              dataKey="date"
              tickFormatter={labelOf}
              tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-border)' }}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={(value: number) => compactRupees.format(value)}
              tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              contentStyle={{
                background: 'var(--color-card)',
                border: '1px solid var(--color-border)',
                borderRadius: 8,
                color: 'var(--color-card-foreground)',
              }}
              labelFormatter={(date) => labelOf(String(date))}
              formatter={(value, _name, item) => [
                `${formatRupees(Number(value))} · ${formatNumber((item.payload as SalesDay).orders)} orders`,
                'Revenue',
              ]}
            />
            {/* Drawn at once: an animation replays on every resize and refresh, and hides the figures meanwhile. */}
            <Bar
              dataKey="revenue"
              fill="var(--color-primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
