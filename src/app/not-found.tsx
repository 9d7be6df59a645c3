import Link from "next/link";
import { Button } from "@/components/ui/button";
import { notFoundText } from "@/lib/messages";

export const metadata = { title: "Page not found" };

/** Any unknown path (docs/product.md#pages). */
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{notFoundText}</h1>
      <p className="max-w-md text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Return to Home</Link>
      </Button>
    </main>
  );
}
