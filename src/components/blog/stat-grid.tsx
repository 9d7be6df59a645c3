import type { ArticleStat } from "@/content/types";

/** Headline statistics as cards, each with its caveat. */
export function StatGrid({ stats }: { stats: readonly ArticleStat[] }) {
  return (
    <section aria-label="Key statistics">
      <ul className={stats.length > 1 ? "grid gap-4 sm:grid-cols-3" : "grid gap-4"}>
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-lg border border-border bg-card p-5 text-center">
            <p className="text-3xl font-bold text-primary">{stat.value}</p>
            <p className="mt-2 text-sm leading-snug font-medium">{stat.label}</p>
            {stat.source && <p className="mt-2 text-xs text-muted-foreground">{stat.source}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
