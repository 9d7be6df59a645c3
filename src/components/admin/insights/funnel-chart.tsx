"use client";

import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartTooltipStyle } from "../ui/chart-tooltip";

type Step = { name: string; count: number };

/** The funnel's steps as horizontal bars (recharts), each labelled with its count. Loaded with next/dynamic from /admin/insights only. */
export default function FunnelChart({ steps }: { steps: Step[] }) {
  return (
    <div className="h-64 w-full" aria-label={`Funnel: ${steps.map((s) => `${s.name} ${s.count}`).join(", ")}`} role="img">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={steps} layout="vertical" margin={{ left: 8, right: 40, top: 4, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={11} />
          <YAxis type="category" dataKey="name" width={112} fontSize={11} />
          <Tooltip {...chartTooltipStyle} formatter={(value) => [String(value), "Visitors"]} />
          <Bar dataKey="count" fill="#7c3aed" isAnimationActive={false}>
            <LabelList dataKey="count" position="right" fontSize={11} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
