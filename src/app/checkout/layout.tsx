import type { ReactNode } from "react";
import { TestModeBanner } from "@/components/checkout/test-mode-banner";
import { env } from "@/env";
import { testPaymentsOn } from "@/server/production-guard";

/** Every checkout page (/checkout, /checkout/test-payment): the test-store banner above it when payments are simulated. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TestModeBanner on={testPaymentsOn(env)} />
      {children}
    </>
  );
}
