"use client";

import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TableRegion } from "@/components/admin/ui/table-region";
import { formatMoney } from "@/lib/money";
import { api } from "@/trpc/react";

const now = new Date();
const thisQuarter = { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 };
const years = Array.from({ length: 5 }, (_, i) => thisQuarter.year - i);

/**
 * A quarter's figures per country (and US state) and currency (docs/product.md#tax): paid orders,
 * net, tax, gross, and the refunds made in the quarter with their tax; with its CSV.
 */
export function TaxReportPanel() {
  const [period, setPeriod] = useState(thisQuarter);
  const report = api.tax.report.useQuery(period);
  const csv = `/api/admin/tax.csv?year=${period.year}&quarter=${period.quarter}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quarterly report</CardTitle>
        <CardDescription>What a VAT return, an EU OSS return or a BAS asks for. Amounts in each currency charged.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="tax-year" label="Year">
            <Select id="tax-year" value={period.year} onChange={(e) => setPeriod({ ...period, year: Number(e.target.value) })}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="tax-quarter" label="Quarter">
            <Select id="tax-quarter" value={period.quarter} onChange={(e) => setPeriod({ ...period, quarter: Number(e.target.value) })}>
              {[1, 2, 3, 4].map((q) => (
                <option key={q} value={q}>
                  Q{q}
                </option>
              ))}
            </Select>
          </FormField>
          <a className="text-sm font-medium text-primary underline underline-offset-4" href={csv} download>
            Download CSV
          </a>
        </div>
        {report.isError ? <p className="text-sm text-destructive">{report.error.message}</p> : null}
        {report.data?.length === 0 ? <p className="text-sm text-muted-foreground">No paid orders or refunds in this quarter.</p> : null}
        {report.data && report.data.length > 0 ? (
          <TableRegion label="Tax per country">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  {["Country", "Orders", "Net", "Tax", "Gross", "Refunds", "Refunds' tax"].map((h) => (
                    <th key={h} scope="col" className="px-2 py-1 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.data.map((r) => (
                  <tr key={`${r.country}-${r.state}-${r.currency}`} className="border-t border-border">
                    <th scope="row" className="px-2 py-1 text-left font-medium">
                      {r.country}
                      {r.state ? ` · ${r.state}` : ""} <span className="text-muted-foreground">{r.currency.toUpperCase()}</span>
                    </th>
                    <td className="px-2 py-1 tabular-nums">
                      {r.orders}
                      {r.reverseCharged > 0 ? ` (${r.reverseCharged} reverse charge)` : ""}
                    </td>
                    {[r.net, r.tax, r.gross, r.refunds, r.refundsTax].map((amount, i) => (
                      <td key={i} className="px-2 py-1 tabular-nums">
                        {formatMoney(amount, r.currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : null}
      </CardContent>
    </Card>
  );
}
