import { adminPage } from "@/app/admin/admin-page";
import { InsightsDashboard } from "@/components/admin/insights/insights-dashboard";
import { insightsQuery } from "@/components/admin/insights/insights-query";

/** The first-party funnel and its tables (docs/insights.md); the range and filters live in the URL. */
const page = adminPage("/admin/insights", {
  description: "Visits and sales counted by the store itself: no cookies, no stored addresses. Days are UTC.",
  body: async ({ api, searchParams }) => {
    const input = insightsQuery(searchParams);
    const range = { from: input.from, to: input.to };
    await Promise.all([api.insights.funnel.prefetch(input), api.insights.reminders.prefetch(range), api.insights.codes.prefetch(range)]);
    return <InsightsDashboard input={input} />;
  },
});

export const metadata = page.metadata;
export default page.Page;
