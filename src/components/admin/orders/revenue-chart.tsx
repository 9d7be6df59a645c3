"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { currencySymbol, formatMinor } from "@/lib/money";
import type { RouterOutputs } from "@/trpc/react";
import { chartTooltipStyle } from "../ui/chart-tooltip";

type Chart = RouterOutputs["orders"]["chart"];

const colors = ["#0f766e", "#7c3aed", "#c2410c", "#2563eb"];

/** One row per day of the span (days without sales are zero), with `<currency>` revenue and `<currency>_orders`. */
export function chartRows(chart: Chart) {
  const currencies = [...new Set(chart.days.map((d) => d.currency))].sort();
  const rows: Record<string, string | number>[] = [];
  for (let t = Date.parse(chart.from); t <= Date.parse(chart.to); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const c of currencies) {
      const hit = chart.days.find((d) => d.day === day && d.currency === c);
      row[c] = hit ? hit.revenue / 100 : 0;
      row[`${c}_orders`] = hit?.orders ?? 0;
    }
    rows.push(row);
  }
  return { currencies, rows };
}

/**
 * The last 30 days' revenue (bars, one per currency) and completed orders (in the tooltip), drawn
 * with recharts. Loaded with next/dynamic from the dashboard only, so no other page ships it.
 */
export default function RevenueChart({ chart }: { chart: Chart }) {
  const { currencies, rows } = chartRows(chart);
  if (currencies.length === 0) return <p className="text-sm text-muted-foreground">No completed orders in the last 30 days.</p>;
  return (
    <div className="h-64 w-full" aria-label="Revenue per day, last 30 days" role="img">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" fontSize={11} tick={{ fill: "var(--muted-foreground)" }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis fontSize={11} width={48} tick={{ fill: "var(--muted-foreground)" }} />
          <Tooltip
            {...chartTooltipStyle}
            formatter={(value, name, item) => {
              const currency = String(name);
              const orders = (item.payload as Record<string, number>)[`${currency}_orders`] ?? 0;
              return [`${currencySymbol(currency)}${formatMinor(Number(value) * 100)} · ${orders} orders`, currency.toUpperCase()];
            }}
          />
          <Legend formatter={(value) => <span className="text-card-foreground">{String(value).toUpperCase()}</span>} />
          {currencies.map((c, i) => (
            <Bar key={c} dataKey={c} fill={colors[i % colors.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
