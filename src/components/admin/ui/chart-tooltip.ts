import type { CSSProperties } from "react";

const text: CSSProperties = { color: "var(--card-foreground)" };

/**
 * A recharts tooltip in the theme's card colours (`<Tooltip {...chartTooltipStyle} />`). Recharts'
 * own is a white box whose label inherits the page's text colour: near-white on white in the dark theme.
 */
export const chartTooltipStyle = {
  contentStyle: { backgroundColor: "var(--card)", border: "1px solid var(--border)", borderRadius: 6, ...text },
  labelStyle: text,
  itemStyle: text,
} satisfies Record<"contentStyle" | "labelStyle" | "itemStyle", CSSProperties>;
