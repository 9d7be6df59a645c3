"use client";

import { useState } from "react";
import { CustomerLink, OrderLink } from "@/components/admin/admin-links";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { jobStatusTone } from "@/components/admin/ui/status-tones";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";
import { type JobStatus, jobStatuses } from "@/lib/validation/jobs";
import { api } from "@/trpc/react";

const when = (d: Date | null) => formatDate(d) ?? "—";

/**
 * The admin dashboard's "Jobs" card (mount it inside the dashboard's tRPC provider): background
 * jobs by status with their payload summary, attempts, outcome and last error, and a Retry
 * button on failed ones. With Inngest configured it says the runs are in the Inngest dashboard
 * and links there (only runs that failed for good are listed here).
 */
export function JobsPanel() {
  const [status, setStatus] = useState<JobStatus | undefined>(undefined);
  const utils = api.useUtils();
  const list = api.jobs.list.useQuery({ status }, { refetchInterval: 5000 });
  const retry = api.jobs.retry.useMutation({ onSettled: () => utils.jobs.list.invalidate() });
  const data = list.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Jobs</CardTitle>
        <CardDescription>
          Background work: abandoned-cart reminders, order receipts, newsletter, checklist and contact e-mails.
        </CardDescription>
        {data?.engine === "inngest" ? (
          <p className="mt-2 rounded-md border border-border bg-muted/50 p-3 text-sm">
            Inngest runs these workflows: every run, its steps and its retries are in the{" "}
            <a className="font-semibold text-primary underline" href={data.dashboardUrl} target="_blank" rel="noreferrer">
              Inngest dashboard
            </a>
            . Runs that failed for good are also listed here.
          </p>
        ) : data ? (
          <p className="mt-2 text-sm text-muted-foreground">Run by the local engine in this server.</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show jobs by status">
          {[undefined, ...jobStatuses].map((s) => (
            <button
              key={s ?? "all"}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(buttonVariants({ variant: status === s ? "default" : "outline", size: "sm" }), "capitalize")}
            >
              {s ?? "all"}
              {s && data ? <span className="tabular-nums opacity-80">{data.counts[s]}</span> : null}
            </button>
          ))}
        </div>

        {retry.isError ? <p className="text-sm text-destructive">{retry.error.message}</p> : null}
        <ListState
          query={list}
          loading="Loading jobs..."
          error={(message) => `Failed to load jobs: ${message}`}
          empty="No jobs found"
          isEmpty={(answer) => answer.jobs.length === 0}
        >
          {({ jobs }) => (
            <ul className="grid gap-3" aria-label="Jobs">
              {jobs.map((job) => (
                <li
                  key={job.id}
                  className="grid gap-2 rounded-md border border-border p-3 text-sm sm:grid-cols-[1fr_auto]"
                  data-testid="job-row"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge tone={jobStatusTone[job.status]}>{job.status}</StatusBadge>
                      <span className="font-semibold">{job.name}</span>
                    </div>
                    <p className="break-all text-muted-foreground">{job.summary}</p>
                    {job.orderId || job.cartId ? (
                      <p className="flex flex-wrap gap-x-3 text-xs break-all">
                        {job.orderId ? (
                          <span>
                            Order <OrderLink id={job.orderId} className="font-mono" />
                          </span>
                        ) : null}
                        {job.cartId ? (
                          <span>
                            Cart{" "}
                            {job.cartEmail ? (
                              <CustomerLink email={job.cartEmail} className="font-mono">
                                {job.cartId}
                              </CustomerLink>
                            ) : (
                              <span className="font-mono">{job.cartId}</span>
                            )}
                          </span>
                        ) : null}
                      </p>
                    ) : null}
                    <p className="text-muted-foreground">
                      Attempts {job.attempts}/{job.maxAttempts} ·{" "}
                      {job.status === "pending" ? `due ${when(job.runAt)}` : `updated ${when(job.updatedAt)}`}
                      {job.engine === "inngest" ? " · Inngest" : ""}
                    </p>
                    {job.outcome && job.status !== "failed" ? <p>{job.outcome}</p> : null}
                    {job.lastError ? <p className="break-words text-red-700 dark:text-red-300">Last error: {job.lastError}</p> : null}
                  </div>
                  {job.retryable ? (
                    <div className="sm:self-center">
                      <button
                        type="button"
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                        disabled={retry.isPending}
                        onClick={() => retry.mutate({ id: job.id })}
                      >
                        Retry
                      </button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
