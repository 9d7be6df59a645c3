"use client";

import { Toaster as Sonner, toast } from "sonner";
import type { Toast } from "@/lib/messages";

/** The app's toaster: one notification visible at a time (SPEC §9). */
export function Toaster() {
  return <Sonner visibleToasts={1} position="top-center" richColors closeButton theme="system" />;
}

/** Shows a SPEC §8 message as a toast (title, then description). */
export function showToast(message: Toast, kind: "success" | "error" = "success") {
  toast[kind](message.title, { description: message.description });
}
