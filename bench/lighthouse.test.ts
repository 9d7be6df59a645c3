import { describe, expect, it } from "vitest";
import { figures } from "./lighthouse";

/** A Lighthouse report reduced to what `figures` reads. */
function report({ fcp, lcp, observedFcp, observedLcp }: { fcp: number; lcp: number; observedFcp: number; observedLcp: number }) {
  return {
    categories: { performance: { score: 0.984 } },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      "cumulative-layout-shift": { numericValue: 0.0123 },
      "total-blocking-time": { numericValue: 104.4 },
      metrics: {
        numericValue: 0,
        details: { items: [{ observedFirstContentfulPaint: observedFcp, observedLargestContentfulPaint: observedLcp }] },
      },
    },
  };
}

describe("Lighthouse figures", () => {
  it("clamps LCP to FCP only when the observed FCP and LCP are one paint", () => {
    const same = figures(report({ fcp: 1024.4, lcp: 2030.6, observedFcp: 184, observedLcp: 184 }));
    expect(same).toMatchObject({
      performance: 98,
      lcpMs: 2031,
      samePaint: true,
      samePaintLcpMs: 1024,
      cls: 0.012,
      tbtMs: 104,
      observedLcpMs: 184,
    });

    const later = figures(report({ fcp: 1024.4, lcp: 2030.6, observedFcp: 184, observedLcp: 612 }));
    expect(later.samePaint).toBe(false);
    expect(later.samePaintLcpMs).toBe(2031);
  });

  it("counts the requests that had finished when the LCP was painted", () => {
    const withRequests = report({ fcp: 1000, lcp: 2000, observedFcp: 184, observedLcp: 184 });
    const items = [
      { url: "http://x/", networkEndTime: 40, transferSize: 50_000, resourceType: "Document" },
      { url: "http://x/a.js", networkEndTime: 150, transferSize: 70_000, resourceType: "Script" },
      { url: "http://x/b.js", networkEndTime: 300, transferSize: 9_000, resourceType: "Script" },
    ];
    const audits = { ...withRequests.audits, "network-requests": { numericValue: 0, details: { items } } };
    expect(figures({ ...withRequests, audits }).finishedBeforeLcp).toEqual({ requests: 2, scripts: 1, bytes: 120_000, of: 3 });
  });

  it("keeps the raw LCP when the report has no observed metrics", () => {
    const bare = report({ fcp: 900, lcp: 1400, observedFcp: 1, observedLcp: 1 });
    delete (bare.audits as Partial<typeof bare.audits>).metrics;
    expect(figures(bare)).toMatchObject({ samePaint: false, samePaintLcpMs: 1400 });
  });
});
