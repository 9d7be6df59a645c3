"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { refundMessages } from "@/lib/messages";
import { currencySymbol, formatMinor } from "@/lib/money";
import { parseRefundAmount, REFUND_REASON_MAX } from "@/lib/validation/refunds";
import { api } from "@/trpc/react";
import { formatAmount } from "../ui/format";

export type RefundDialogProps = {
  orderId: string;
  /** What the buyer paid, minor units. */
  amountPaid: number;
  currency: string;
  /** The order's status: only a completed or partly refunded order can be refunded. */
  status: string;
  /** Already given back, minor units (0 when not given). */
  refundedAmount?: number;
  /** The trigger button's classes (the orders table uses its small outline buttons). */
  triggerClassName?: string;
};

const refundable = new Set(["completed", "partially_refunded"]);

/**
 * "Refund…" for one order (docs/refunds.md): full or partial, a reason, and for a full refund
 * whether the buyer keeps the downloads; then a confirmation that says what will happen, then
 * `orders.refund`. Self-contained: mount it anywhere with the order's id, amount, currency and
 * status. The server decides everything again (amount left, status) and makes one refund however
 * often the button is pressed.
 */
export function RefundDialog({ orderId, amountPaid, currency, status, refundedAmount = 0, triggerClassName }: RefundDialogProps) {
  const left = Math.max(0, amountPaid - refundedAmount);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<"full" | "partial">("full");
  const [amountText, setAmountText] = useState("");
  const [reason, setReason] = useState("");
  const [keepAccess, setKeepAccess] = useState(false);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const utils = api.useUtils();
  const refund = api.orders.refund.useMutation({
    onSuccess: (data) => {
      notifyAdmin({ title: data.message });
      setOpen(false);
      void utils.orders.get.invalidate({ orderId }); // the order page: status, timeline, what is left
      void utils.orders.invoices.invalidate({ orderId }); // its new credit note
      void utils.orders.list.invalidate();
      void utils.orders.stats.invalidate();
      void utils.orders.chart.invalidate();
    },
    onError: (e) => {
      setError(e.message);
      setStep("form");
      notifyAdmin({ title: e.message }, "error");
    },
  });

  if (!refundable.has(status) || left === 0) return null;

  const partialAmount = parseRefundAmount(amountText);
  const amount = kind === "full" ? left : partialAmount;
  const full = amount !== null && amount >= left;
  const reset = () => {
    setKind("full");
    setAmountText("");
    setReason("");
    setKeepAccess(false);
    setStep("form");
    setError(null);
  };

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    if (kind === "partial") {
      if (partialAmount === null) return setError(refundMessages.amountInvalid);
      if (partialAmount > left) return setError(refundMessages.tooMuch(formatAmount(left, currency)));
    }
    if (reason.length > REFUND_REASON_MAX) return setError(refundMessages.reasonTooLong);
    setError(null);
    setStep("confirm");
  };

  const submit = () => {
    if (amount === null || refund.isPending) return;
    refund.mutate({
      orderId,
      amount: kind === "full" ? undefined : amount,
      reason: reason.trim() || undefined,
      keepAccess: full ? keepAccess : undefined,
    });
  };

  const money = (n: number) => formatAmount(n, currency);
  const radio = "h-4 w-4 accent-primary";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!refund.isPending) setOpen(next);
      }}
    >
      <button
        ref={opener}
        type="button"
        className={triggerClassName ?? buttonVariants({ variant: "outline", size: "sm" })}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Refund…
      </button>
      <DialogContent
        aria-describedby={`${id}-desc`}
        data-testid="refund-dialog"
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it (Escape, Cancel, or after a refund), while it is still there.
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogTitle className="pr-8 text-xl">Refund order</DialogTitle>
        <DialogDescription id={`${id}-desc`}>
          Paid {money(amountPaid)}
          {refundedAmount > 0 ? `, ${money(refundedAmount)} already refunded` : ""}. Up to {money(left)} can be refunded.
        </DialogDescription>

        {step === "form" ? (
          <form method="post" className="grid gap-4" onSubmit={review} noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Amount</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-kind`} className={radio} checked={kind === "full"} onChange={() => setKind("full")} />
                Everything left: {money(left)}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  className={radio}
                  checked={kind === "partial"}
                  onChange={() => {
                    setKind("partial");
                    setError(null);
                  }}
                />
                Part of it
              </label>
              {kind === "partial" ? (
                <div className="flex items-center gap-2 pl-6">
                  <span aria-hidden className="text-sm text-muted-foreground">
                    {currencySymbol(currency)}
                  </span>
                  <Input
                    aria-label={`Amount to refund (${currency.toUpperCase()})`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={formatMinor(Math.min(1000, left))}
                    value={amountText}
                    onChange={(e) => {
                      setAmountText(e.target.value);
                      setError(null);
                    }}
                    aria-invalid={error === refundMessages.amountInvalid || undefined}
                    className="max-w-40"
                    autoFocus
                  />
                </div>
              ) : null}
            </fieldset>

            <div className="grid gap-2">
              <Label htmlFor={`${id}-reason`}>Reason (optional, kept in the audit trail)</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={REFUND_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                className="min-h-20"
              />
            </div>

            {full ? (
              <div className="flex items-start gap-2">
                <Checkbox id={`${id}-keep`} checked={keepAccess} onCheckedChange={(v) => setKeepAccess(v === true)} className="mt-0.5" />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-keep`}>Let the buyer keep the downloads</Label>
                  <p className="text-xs text-muted-foreground">Without this, a full refund stops every download link of the order.</p>
                </div>
              </div>
            ) : (
              <p className="text-xs text-muted-foreground">A partial refund keeps the buyer&apos;s downloads working.</p>
            )}

            {error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Review refund</Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4" data-testid="refund-confirm">
            <p className="text-sm">
              Refund <strong>{money(amount ?? 0)}</strong> to the buyer
              {full
                ? keepAccess
                  ? "; they keep their downloads."
                  : "; their download links stop working."
                : "; they keep their downloads."}{" "}
              This cannot be undone.
            </p>
            {reason.trim() ? <p className="text-sm break-words text-muted-foreground">Reason: {reason.trim()}</p> : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" disabled={refund.isPending} onClick={() => setStep("form")}>
                Back
              </Button>
              <Button
                type="button"
                className="bg-red-700 text-white hover:bg-red-800"
                disabled={refund.isPending}
                aria-busy={refund.isPending}
                onClick={submit}
              >
                {refund.isPending ? "Refunding…" : `Refund ${money(amount ?? 0)}`}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
