"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { cartReminderMessages, insightMessages } from "@/lib/messages";
import type { FunnelInput } from "@/lib/validation/insights";
import { api, type RouterOutputs } from "@/trpc/react";
import { formatAmount } from "../ui/format";
import { ListNote, ListState } from "../ui/list-state";
import { TableRegion } from "../ui/table-region";
import { insightsHref } from "./insights-query";
import { example, hintPlaceholder } from "../ui/hint";

// recharts is loaded on demand: only this page (and the orders dashboard) ship it.
const FunnelChart = dynamic(() => import("./funnel-chart"), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-md bg-muted" />,
});

type Funnel = RouterOutputs["insights"]["funnel"];
type Row = Funnel["byLandingPage"][number];

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : "—");

/** A table of one breakdown; each key links to the page filtered by it (when `filter` names the filter). */
function BreakdownTable({
  title,
  column,
  rows,
  input,
  filter,
}: {
  title: string;
  column: string;
  rows: Row[];
  input: FunnelInput;
  filter?: "landingPage" | "source" | "country";
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <ListNote>{insightMessages.noData}</ListNote>
        ) : (
          <TableRegion label={title}>
            <table className="w-full text-sm whitespace-nowrap">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-2 font-medium">{column}</th>
                  <th className="px-2 py-1 text-right font-medium">Visitors</th>
                  <th className="px-2 py-1 text-right font-medium">Checkouts</th>
                  <th className="px-2 py-1 text-right font-medium">Paid</th>
                  <th className="px-2 py-1 text-right font-medium">Conv.</th>
                  <th className="py-1 pl-2 text-right font-medium">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-t">
                    <td className="max-w-[10rem] truncate py-1 pr-2" title={row.untracked ? insightMessages.untrackedNote : row.key}>
                      {row.untracked ? (
                        <span className="italic">{insightMessages.untrackedRow}</span>
                      ) : filter ? (
                        <Link className="underline-offset-2 hover:underline" href={insightsHref({ ...input, [filter]: row.key })}>
                          {row.key}
                        </Link>
                      ) : (
                        row.key
                      )}
                    </td>
                    <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{row.visitors}</td>
                    <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{row.checkoutsStarted}</td>
                    <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{row.paid}</td>
                    <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{percent(row.paid, row.visitors)}</td>
                    <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatAmount(row.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </CardContent>
    </Card>
  );
}

const stepNames: Record<number, string> = { 1: "1st · 5 minutes", 2: "2nd (optional)", 3: "3rd (optional)" };

/** The abandoned-cart reminders sent in the range, per step (docs/insights.md#cart-reminders). */
function RemindersTable({ range }: { range: { from: string; to: string } }) {
  const query = api.insights.reminders.useQuery(range);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Cart reminders
        </CardTitle>
        <CardDescription>
          E-mails sent in this range. Opens are not tracked (no pixels). Recovered: paid within 7 days of the step&apos;s e-mail, credited
          to the last reminder before the payment. Filters aside.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={query} empty={cartReminderMessages.noReminders} isEmpty={({ steps }) => !steps.some((s) => s.sent > 0)}>
          {({ steps }) => (
            <TableRegion label="Cart reminders">
              <table className="w-full text-sm whitespace-nowrap" data-testid="reminder-steps">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-2 font-medium">Step</th>
                    <th className="px-2 py-1 text-right font-medium">Sent</th>
                    <th className="px-2 py-1 text-right font-medium">Clicked</th>
                    <th className="px-2 py-1 text-right font-medium">Recovered</th>
                    <th className="py-1 pl-2 text-right font-medium">Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((row) => (
                    <tr key={row.step} className="border-t">
                      <td className="py-1 pr-2 whitespace-nowrap">{stepNames[row.step]}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{row.sent}</td>
                      <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">
                        {row.clicked} <span className="text-muted-foreground">({percent(row.clicked, row.sent)})</span>
                      </td>
                      <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">
                        {row.recovered} <span className="text-muted-foreground">({percent(row.recovered, row.sent)})</span>
                      </td>
                      <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatAmount(row.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}

/** Each discount code's uses and revenue in the range: the orders /admin/codes totals. */
function CodesTable({ range }: { range: { from: string; to: string } }) {
  const query = api.insights.codes.useQuery(range);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Discount codes
        </CardTitle>
        <CardDescription>Completed orders that used each code in this range, and their revenue. Filters aside.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={query} empty={cartReminderMessages.noCodes} isEmpty={({ codes }) => codes.length === 0}>
          {({ codes }) => (
            <TableRegion label="Discount codes">
              <table className="w-full text-sm whitespace-nowrap" data-testid="code-performance">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-2 font-medium">Code</th>
                    <th className="px-2 py-1 text-right font-medium">Uses</th>
                    <th className="py-1 pl-2 text-right font-medium">Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {codes.map((row) => (
                    <tr key={row.code} className="border-t">
                      <td className="max-w-[12rem] truncate py-1 pr-2 font-mono" title={row.code}>
                        <Link className="underline-offset-2 hover:underline" href="/admin/codes">
                          {row.code}
                        </Link>
                      </td>
                      <td className="px-2 py-1 text-right tabular-nums">{row.uses}</td>
                      <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatAmount(row.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}

/** The range and filters, as a plain GET form: submitting it changes the URL, which is the page's state. */
function Filters({ input }: { input: FunnelInput }) {
  return (
    <form action="/admin/insights" method="get" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <label className="text-xs text-muted-foreground">
        From
        <Input type="date" name="from" defaultValue={input.from} />
      </label>
      <label className="text-xs text-muted-foreground">
        To
        <Input type="date" name="to" defaultValue={input.to} />
      </label>
      <label className="text-xs text-muted-foreground">
        Landing page
        <Input
          name="landing"
          placeholder={example("/blog/…")}
          className={hintPlaceholder}
          aria-describedby="filter-hint"
          defaultValue={input.landingPage ?? ""}
        />
      </label>
      <label className="text-xs text-muted-foreground">
        Source
        <Input
          name="source"
          placeholder={example("newsletter")}
          className={hintPlaceholder}
          aria-describedby="filter-hint"
          defaultValue={input.source ?? ""}
        />
      </label>
      <label className="text-xs text-muted-foreground">
        Country
        <Input
          name="country"
          placeholder={example("GB")}
          className={hintPlaceholder}
          aria-describedby="filter-hint"
          defaultValue={input.country ?? ""}
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Link href="/admin/insights" className="self-center text-sm underline-offset-2 hover:underline">
          Reset
        </Link>
      </div>
      <p id="filter-hint" className="col-span-full text-xs text-muted-foreground">
        {insightMessages.filterHint}
      </p>
    </form>
  );
}

/** /admin/insights: the funnel chart, its headline figures and the tables (docs/insights.md). */
export function InsightsDashboard({ input }: { input: FunnelInput }) {
  const query = api.insights.funnel.useQuery(input);
  return (
    <div>
      <Filters input={input} />
      <ListState query={query} loading={<div className="h-64 w-full animate-pulse rounded-md bg-muted" />}>
        {(data) => <FunnelView data={data} input={input} />}
      </ListState>
    </div>
  );
}

/** The funnel's figures, chart and tables, once its answer is in. */
function FunnelView({ data, input }: { data: Funnel; input: FunnelInput }) {
  const visits = data.steps[0]?.count ?? 0;
  const paid = data.steps[4]?.count ?? 0;
  const revenue = data.netRevenue ?? data.revenue;
  const taxOn = api.tax.settings.useQuery(undefined, { retry: 1 }).data?.collect === true; // revenue is net of tax (docs/product.md#tax)
  return (
    <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card>
          <CardHeader>
            <CardDescription>Conversion rate</CardDescription>
            <CardTitle as="h2" data-testid="insights-conversion">
              {percent(paid, visits)}
            </CardTitle>
            <CardDescription>{insightMessages.conversionNote}</CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>{insightMessages.untrackedLabel}</CardDescription>
            <CardTitle as="h2" data-testid="insights-untracked">
              {data.untracked.paid}
            </CardTitle>
            <CardDescription>{insightMessages.untrackedNote}</CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Revenue per visitor</CardDescription>
            <CardTitle as="h2" data-testid="insights-rpv">
              {visits > 0 ? formatAmount(data.revenuePerVisitor) : "—"}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>
              {insightMessages.revenueLabel([...(data.refunded ? ["refunds"] : []), ...(taxOn ? ["tax"] : [])])}
            </CardDescription>
            <CardTitle as="h2" data-testid="insights-revenue">
              {formatAmount(revenue)}
            </CardTitle>
            <CardDescription>
              {data.refunded
                ? insightMessages.revenueNetNote(Object.keys(data.refunded).length > 0 ? formatAmount(data.refunded) : null)
                : insightMessages.revenueGrossNote}
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Funnel
          </CardTitle>
          <CardDescription>
            Visitors per day reaching each step, {input.from} to {input.to}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FunnelChart steps={data.steps} />
          <ol className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5" data-testid="funnel-steps">
            {data.steps.map((step) => (
              <li key={step.name} className="flex justify-between gap-2 sm:block">
                <span className="text-muted-foreground">{step.name}</span> <span className="font-medium tabular-nums">{step.count}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <BreakdownTable title="By landing page" column="Landing page" rows={data.byLandingPage} input={input} filter="landingPage" />
        <BreakdownTable title="By source" column="Source" rows={data.bySource} input={input} filter="source" />
        <BreakdownTable title="By country" column="Country" rows={data.byCountry} input={input} filter="country" />
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              By article
            </CardTitle>
            <CardDescription>Sales credited to the last article the buyer read the same day (all filters aside).</CardDescription>
          </CardHeader>
          <CardContent>
            {data.byArticle.length === 0 ? (
              <ListNote>{insightMessages.noData}</ListNote>
            ) : (
              <TableRegion label="By article">
                <table className="w-full text-sm whitespace-nowrap">
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      <th className="py-1 pr-2 font-medium">Article</th>
                      <th className="px-2 py-1 text-right font-medium">Readers</th>
                      <th className="px-2 py-1 text-right font-medium">Sales</th>
                      <th className="py-1 pl-2 text-right font-medium">Revenue</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byArticle.map((row) => (
                      <tr key={row.article} className="border-t">
                        <td className="max-w-[12rem] truncate py-1 pr-2" title={row.article}>
                          {row.article}
                        </td>
                        <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{row.readers}</td>
                        <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{row.sales}</td>
                        <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatAmount(row.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            )}
          </CardContent>
        </Card>
        <RemindersTable range={{ from: input.from, to: input.to }} />
        <CodesTable range={{ from: input.from, to: input.to }} />
      </div>
    </div>
  );
}
