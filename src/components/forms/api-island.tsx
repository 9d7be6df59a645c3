"use client";

import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/trpc/react";

/** Wraps a client island that calls the API; pages without one ship no tRPC client. */
export function ApiIsland({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
