"use client";

import { toast, Toaster } from "sonner";
import type { Toast } from "@/lib/messages";
import { useSiteTheme } from "./use-site-theme";

/** The admin dashboard's own toast stack (docs/product.md#widgets: 3 visible, 4000 ms), apart from the storefront's. */
const ADMIN_TOASTER = "admin";

export function AdminToaster() {
  const theme = useSiteTheme(); // follows the dashboard's theme toggle
  return <Toaster id={ADMIN_TOASTER} visibleToasts={3} duration={4000} position="bottom-right" richColors closeButton theme={theme} />;
}

/** Shows an admin message (docs/product.md#messages) on the dashboard's stack. */
export function notifyAdmin(message: Toast, kind: "success" | "error" = "success") {
  toast[kind](message.title, { description: message.description, toasterId: ADMIN_TOASTER });
}
