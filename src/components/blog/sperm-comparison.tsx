import type { SpermComparison as Comparison } from "@/content/types";

const boxes = [
  { key: "x", title: "X-bearing sperm", tone: "border-pink-500/50 bg-pink-500/10", mark: "X" },
  { key: "y", title: "Y-bearing sperm", tone: "border-sky-500/50 bg-sky-500/10", mark: "Y" },
] as const;

/** Side-by-side X and Y sperm comparison boxes. */
export function SpermComparison({ comparison }: { comparison: Comparison }) {
  return (
    <section aria-labelledby="sperm-comparison" className="flex flex-col gap-4">
      <h2 id="sperm-comparison" className="text-2xl font-semibold tracking-tight">
        X vs Y sperm at a glance
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {boxes.map((box) => (
          <div key={box.key} className={`rounded-lg border p-5 ${box.tone}`} data-testid={`sperm-${box.key}`}>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-background text-base font-bold" aria-hidden>
                {box.mark}
              </span>
              {box.title}
            </h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
              {comparison[box.key].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
