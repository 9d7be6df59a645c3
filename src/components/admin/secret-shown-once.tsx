"use client";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyAdmin } from "@/components/ui/admin-toaster";

/**
 * A secret the server returns once (an API key, a webhook signing secret): the message, the
 * secret to select or copy, and "Done". Keyed by the secret where it is used, so a new one starts
 * as not copied.
 */
export function SecretShownOnce({
  message,
  detail,
  secret,
  copyLabel,
  what,
  testId,
  secretTestId,
  onDone,
}: {
  message: ReactNode;
  detail?: ReactNode;
  secret: string;
  /** The copy button's text, e.g. "Copy key". */
  copyLabel: string;
  /** What the secret is called in the "copy it by hand" message, e.g. "key". */
  what: string;
  testId: string;
  secretTestId: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      notifyAdmin({ title: `The browser did not allow copying: select the ${what} and copy it by hand.` }, "error");
    }
  }

  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm dark:bg-emerald-950/40"
      data-testid={testId}
    >
      <p className="font-medium">{message}</p>
      {detail ? <p className="text-xs break-all text-muted-foreground">{detail}</p> : null}
      <code className="block rounded bg-background p-2 font-mono text-xs break-all select-all" data-testid={secretTestId}>
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={copy}>
          {copied ? "Copied" : copyLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
