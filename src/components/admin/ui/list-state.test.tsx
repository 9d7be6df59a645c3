import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ListQuery, ListState } from "./list-state";

type Rows = string[];
const query = (over: Partial<ListQuery<Rows>>): ListQuery<Rows> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: () => undefined,
  ...over,
});
const render = (q: ListQuery<Rows>, extra: { error?: (message: string) => string } = {}) =>
  renderToString(
    <ListState query={q} loading="Loading rows..." empty="No rows yet." {...extra}>
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );

describe("the list state", () => {
  it("says it is loading until the first answer", () => {
    const html = render(query({ isPending: true, isFetching: true }));
    expect(html).toContain("Loading rows...");
    expect(html).not.toContain("No rows yet.");
    expect(html).not.toContain("<ul>");
  });

  it("says the list is empty, and nothing else", () => {
    const html = render(query({ data: [] }));
    expect(html).toContain("No rows yet.");
    expect(html).not.toContain("Loading");
    expect(html).not.toContain("<ul>");
  });

  it("renders the rows of a non-empty answer", () => {
    const html = render(query({ data: ["a", "b"] }));
    expect(html).toContain("<ul><li>a</li><li>b</li></ul>");
    expect(html).not.toContain("No rows yet.");
  });

  it("shows the server's message as an alert with a retry button, or the caller's text", () => {
    const failed = query({ isError: true, error: { message: "Admin access is required." } });
    const html = render(failed);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Admin access is required.");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try again<\/button>/);
    expect(render(failed, { error: (m) => `Failed to load rows: ${m}` })).toContain("Failed to load rows: Admin access is required.");
  });

  it("keeps the rows of an earlier answer under a failed refresh, and disables retry while it asks again", () => {
    const html = render(query({ data: ["a"], isError: true, isFetching: true, error: { message: "Network down" } }));
    expect(html).toContain("Network down");
    expect(html).toContain("<li>a</li>");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Try again<\/button>/);
  });

  it("takes the caller's emptiness for an answer that is not an array", () => {
    const html = renderToString(
      <ListState query={{ ...query({}), data: { jobs: [] as string[] } }} empty="No jobs found" isEmpty={(d) => d.jobs.length === 0}>
        {(d) => <p>{d.jobs.length} jobs</p>}
      </ListState>,
    );
    expect(html).toContain("No jobs found");
    expect(html).not.toContain(" jobs</p>");
  });
});
