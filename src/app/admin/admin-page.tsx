import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireAdminPage } from "@/server/auth/require-admin";
import type { Viewer } from "@/server/auth/port";
import { HydrateClient, serverApi } from "@/trpc/server";
import { adminSections, type AdminPath, concretePath } from "@/components/admin/admin-nav";

/**
 * Which page: a section of the navigation by its path (its title is the nav's label), or a page
 * outside the navigation with its own path pattern and title (a detail page:
 * `{ path: "/admin/orders/[id]", title: "Order" }`; `[id]` is filled from the route's params).
 */
export type AdminPageSpec = AdminPath | { path: `/admin${string}`; title: string };

/** What a page's body receives: the admin viewing it, the route's params, the query string and the server's tRPC. */
export type AdminPageContext<Params extends Record<string, string | string[]>> = {
  viewer: Viewer;
  params: Params;
  searchParams: Record<string, string | string[] | undefined>;
  /**
   * The server side of `api` (src/trpc/server.ts): `await api.orders.list.prefetch()` puts the
   * result into the HTML and the client's `api.orders.list.useQuery()` starts with it; an error
   * is left for the client query to show. `await api.orders.list()` returns the data itself.
   */
  api: typeof serverApi;
};

type AdminPageOptions<Params extends Record<string, string | string[]>> = {
  /** The page's h1 when it should differ from the title ("Background jobs" under the nav's "Jobs"). */
  heading?: string;
  /** A line under the heading (a function when it is decided at request time). */
  description?: ReactNode | (() => ReactNode);
  /** The page's content under the heading. */
  body: (context: AdminPageContext<Params>) => ReactNode | Promise<ReactNode>;
};

type NextPageProps = {
  params: Promise<Record<string, string | string[]>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function resolveSpec(spec: AdminPageSpec): { path: `/admin${string}`; title: string } {
  if (typeof spec !== "string") return spec;
  const section = adminSections.find((s) => s.href === spec)!;
  return { path: section.href, title: section.label };
}

/**
 * One admin page: its metadata, the admin guard (anonymous → sign in and back, non-admin → 403),
 * the heading (kept clear of the sticky header when the router scrolls to it), and the hydration
 * of whatever the body prefetched. A page file is three lines:
 *
 * ```tsx
 * const page = adminPage("/admin/jobs", { heading: "Background jobs", body: () => <JobsPanel /> });
 * export const metadata = page.metadata;
 * export default page.Page;
 * ```
 *
 * A new section: add it to admin-nav.ts and write its page.tsx as above. A page outside the
 * navigation passes `{ path, title }` instead of a section's path.
 */
export function adminPage<Params extends Record<string, string | string[]> = Record<string, never>>(
  spec: AdminPageSpec,
  options: AdminPageOptions<Params>,
) {
  const { path, title } = resolveSpec(spec);
  const heading = options.heading ?? title;
  const metadata: Metadata = { title };

  async function Page(props: NextPageProps) {
    const params = await props.params;
    const viewer = await requireAdminPage(concretePath(path, params));
    const description = typeof options.description === "function" ? options.description() : options.description;
    const content = await options.body({ viewer, params: params as Params, searchParams: await props.searchParams, api: serverApi });
    return (
      <>
        <h1 className={description ? "mb-1 scroll-mt-28 text-2xl font-semibold" : "mb-4 scroll-mt-28 text-2xl font-semibold"}>{heading}</h1>
        {description ? <p className="mb-4 text-sm text-muted-foreground">{description}</p> : null}
        <HydrateClient>{content}</HydrateClient>
      </>
    );
  }

  return { metadata, Page, path, title };
}
