import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata = { title: "No access", robots: { index: false } };

/** A signed-in visitor without the admin role (answered with status 403). */
export default function Forbidden() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">403</p>
      <h1 className="text-2xl font-semibold">You don&apos;t have access to this page</h1>
      <p className="max-w-md text-muted-foreground">
        The admin dashboard is for the store&apos;s administrators. If you should have access, ask an administrator to grant you the admin
        role.
      </p>
      <Button asChild>
        <Link href="/">Back to the site</Link>
      </Button>
    </main>
  );
}
