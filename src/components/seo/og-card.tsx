import { ImageResponse } from "next/og";
import { siteName } from "@/content/site";

/** Open Graph image size shared by every og image route. */
export const ogSize = { width: 1200, height: 630 };

/**
 * A 1200×630 social card rendered with next/og's bundled font (no network), in the site's dark
 * theme colours: eyebrow, title and the site name.
 */
export function ogCard({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0f0d15 0%, #2a1850 60%, #4c1d95 100%)",
        color: "#f4f2f8",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, color: "#c4b5fd", textTransform: "uppercase", letterSpacing: 3 }}>{eyebrow}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: title.length > 60 ? 58 : 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {subtitle && <div style={{ display: "flex", fontSize: 30, color: "#d6d1e1" }}>{subtitle}</div>}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30 }}>
        <div style={{ display: "flex", width: 20, height: 20, borderRadius: 10, background: "#f472b6" }} />
        {siteName}
      </div>
    </div>,
    ogSize,
  );
}
