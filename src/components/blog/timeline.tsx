import type { TimelinePhase } from "@/content/types";

/** A month-by-month plan as an ordered timeline. */
export function Timeline({ phases }: { phases: readonly TimelinePhase[] }) {
  const lastMonth = /(\d+)\D*$/.exec(phases.at(-1)?.months ?? "")?.[1];
  return (
    <section aria-labelledby="timeline" className="flex flex-col gap-4">
      <h2 id="timeline" className="text-2xl font-semibold tracking-tight">
        {lastMonth ? `Your ${lastMonth}-month timeline` : "Your timeline"}
      </h2>
      <ol className="relative flex flex-col gap-6 border-l-2 border-primary/40 pl-6">
        {phases.map((phase) => (
          <li key={phase.months} className="relative">
            <span className="absolute top-1 -left-[33px] h-4 w-4 rounded-full border-2 border-primary bg-background" aria-hidden />
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{phase.months}</p>
            <h3 className="text-lg font-semibold">{phase.title}</h3>
            <p className="mt-1 text-muted-foreground">{phase.summary}</p>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed">
              {phase.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
