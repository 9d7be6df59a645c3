"use client";

import { Gift, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useEffectEvent, useState } from "react";
import { ApiIsland } from "@/components/forms/api-island";
import { toastForMessage } from "@/components/forms/error-toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { showToast } from "@/components/ui/toaster";
import { messages, type Toast } from "@/lib/storefront-messages";
import { checkoutPath } from "@/lib/checkout-url";
import { exitOffer } from "@/lib/offers";
import { limits } from "@/lib/validation/text";
import { checkLeadMagnet } from "@/lib/validation/form-check";
import { successAutoCloseMs } from "@/lib/widgets/exit-intent";
import { api } from "@/trpc/react";

/** "default" toasts on success and closes; "blog" shows a success view and closes after 3 s. */
export type PopupVariant = "default" | "blog";

const m = messages.exitPopup;
const sourceOf = { default: "exit_intent_popup", blog: "blog_exit_intent_popup" } as const;

/** The toast (docs/product.md#messages) for a failed claim: a validation text the server sent back, else the generic error. */
function toastForClaimError(error: unknown): Toast {
  const e = error as { message?: string; data?: { code?: string } };
  return e?.data?.code === "BAD_REQUEST" && e.message ? toastForMessage(e.message, m) : m.failure;
}

/** `onClosed` runs once the dialog has gone, to put focus back (the popup has no trigger button to return to). */
type Props = { open: boolean; onClose: () => void; onClosed: () => void; variant: PopupVariant };

/** The exit-intent dialog with its own tRPC client (loaded lazily by ExitIntent). */
export function ExitIntentPopup(props: Props) {
  return (
    <ApiIsland>
      <LeadMagnetDialog {...props} />
    </ApiIsland>
  );
}

function LeadMagnetDialog({ open, onClose, onClosed, variant }: Props) {
  const [email, setEmail] = useState("");
  const [showSuccess, setShowSuccess] = useState(false);
  const claim = api.newsletter.claimLeadMagnet.useMutation({
    onSuccess: () => {
      if (variant === "blog") return setShowSuccess(true);
      showToast(m.success);
      close();
    },
    onError: (error) => showToast(toastForClaimError(error), "error"),
  });

  function close() {
    setEmail("");
    setShowSuccess(false);
    claim.reset();
    onClose();
  }

  // Blog variant: the success view closes itself after 3 s (docs/product.md#widgets).
  const autoClose = useEffectEvent(close);
  useEffect(() => {
    if (!showSuccess) return;
    const id = window.setTimeout(autoClose, successAutoCloseMs);
    return () => window.clearTimeout(id);
  }, [showSuccess]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkLeadMagnet({ email, source: sourceOf[variant] }); // the server parses with `leadMagnetInput` (zod) again
    if (parsed.errors) return showToast(toastForMessage(Object.values(parsed.errors)[0] ?? m.emailInvalid.description, m), "error");
    claim.mutate(parsed.data);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        data-testid="exit-intent-popup"
        data-variant={variant}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        {showSuccess ? (
          <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
            <MailCheck className="h-12 w-12 text-success" aria-hidden />
            <DialogTitle>{m.successView.title}</DialogTitle>
            <DialogDescription>{m.successView.description}</DialogDescription>
          </div>
        ) : (
          <>
            <DialogTitle className="pr-6">Wait! Take our free Fertility Checklist</DialogTitle>
            <DialogDescription className="text-base">
              The 6-day fertile window, the ovulation signs to watch and the supplements to ask your doctor about, on one printable page,
              sent to your inbox.
            </DialogDescription>
            <p className="flex items-start gap-3 rounded-lg border border-dashed border-accent bg-accent/10 p-3 text-sm">
              <Gift className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
              <span>
                Plus <strong>{exitOffer.percentOff}% off</strong> the complete guide: use code{" "}
                <strong className="font-mono tracking-wider" data-testid="exit-offer-code">
                  {exitOffer.code}
                </strong>{" "}
                <a className="underline underline-offset-2" href={checkoutPath({ discount: exitOffer.code })}>
                  at checkout
                </a>
                .
              </span>
            </p>
            <form method="post" onSubmit={submit} noValidate className="grid gap-3">
              <label htmlFor="exit-intent-email" className="text-sm font-medium">
                Email address
              </label>
              <Input
                id="exit-intent-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                maxLength={limits.email}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" size="lg" disabled={claim.isPending}>
                {claim.isPending ? "Sending..." : "Send Me the Free Checklist"}
              </Button>
            </form>
            <p className="text-center text-xs text-muted-foreground">No spam. Unsubscribe any time.</p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
