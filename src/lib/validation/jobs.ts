import { z } from "zod";
import { safeString } from "./fields";

/** The states of a background job, as the admin Jobs view lists them. */
export const jobStatuses = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** `jobs.list`: one status (or all), newest first. */
export const jobsListInput = z.object({
  status: z.enum(jobStatuses).optional(),
  limit: z.number().int().min(1).max(200).default(50),
});

/** `jobs.retry`: the failed job to run again. */
export const jobIdInput = z.object({ id: safeString({ rawMax: 100 }).min(1) });
