import { cn } from "@/lib/utils";

/** A pulsing bar that holds the place of content still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-muted", className)} />;
}
