"use client";

import { AlertCircle, CheckCircle2, Loader2, Mail, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { SupportEmailLink } from "@/components/marketing/support-email-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailRow } from "@/components/ui/detail-row";
import { showToast } from "@/components/ui/toaster";
import { moneyBackGuarantee, trustClaims } from "@/content/site";
import { purchase, track } from "@/lib/analytics";
import { messages } from "@/lib/storefront-messages";
import { api } from "@/trpc/react";
import { DownloadButtons } from "./download-buttons";
import { InvoiceLinks } from "./invoice-links";

const m = messages.payment;

/**
 * The payment-success page (docs/product.md#downloads): loading, then verified (order shown) or failed (error toast). With
 * no session_id the page simply stops loading.
 */
export function PaymentSuccess({ sessionId }: { sessionId?: string }) {
  const verify = api.orders.verify.useMutation({
    onSuccess: ({ order }) => {
      showToast(m.verified, "success", "bottom"); // the top would cover the success icon on a phone
      track(purchase({ id: order.id, amountMinor: order.amount, productName: order.productName, productId: order.kind }));
    },
    onError: (error) => showToast({ title: error.message || m.verificationFailed.title }, "error"),
  });
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    mutate({ sessionId });
  }, [mutate, sessionId]);

  const order = verify.data?.order;
  const loading = Boolean(sessionId) && (verify.isIdle || verify.isPending);
  // Only a verified order is thanked; a failed or missing verification says so and what to do.
  const state = loading
    ? { icon: Loader2, iconClass: "animate-spin text-primary", heading: "Confirming your payment…", text: "This takes a moment." }
    : order
      ? {
          icon: CheckCircle2,
          iconClass: "text-success",
          heading: "Thank you for your purchase!",
          text: "Your payment is confirmed and your guide is ready.",
        }
      : sessionId
        ? {
            icon: AlertCircle,
            iconClass: "text-destructive",
            heading: "We couldn't confirm your payment",
            text: "Your order may still be on its way. Here is what to do.",
          }
        : {
            icon: AlertCircle,
            iconClass: "text-muted-foreground",
            heading: "No payment to confirm",
            text: "This page needs the link from the payment page.",
          };
  const Icon = state.icon;

  return (
    <div className="grid gap-6">
      <div className="text-center">
        <Icon className={`mx-auto h-12 w-12 ${state.iconClass}`} aria-hidden />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{state.heading}</h1>
        <p className="mt-2 text-muted-foreground" role="status">
          {state.text}
        </p>
      </div>

      {order && (
        <Card data-testid="order-details">
          <CardHeader>
            <CardTitle className="text-lg">Order details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-1 text-sm">
              <DetailRow label="E-mail">{order.email}</DetailRow>
              <DetailRow label="Product">{order.productName}</DetailRow>
              <DetailRow label="Amount">{order.displayAmount}</DetailRow>
              <DetailRow label="Order" valueClassName="font-mono text-xs">
                {order.id}
              </DetailRow>
            </dl>
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
              Check your e-mail: we have sent your receipt and download links to {order.email}.
            </p>
            <DownloadButtons downloads={order.downloads} />
            <InvoiceLinks invoices={order.invoices} />
          </CardContent>
        </Card>
      )}

      {!loading && !order && (
        <div className="grid gap-3 text-center text-sm" role="alert" data-testid="verification-help">
          <p>
            If you completed the payment, your receipt and download links are on their way to the e-mail you used: check your inbox and spam
            folder. Nothing arrived within a few minutes? Write to <SupportEmailLink className="underline" /> with that e-mail address and
            we will send your guide.
          </p>
          <p>
            Didn&apos;t finish paying? Nothing was charged:{" "}
            <Link className="underline" href="/checkout">
              go back to the checkout
            </Link>
            .
          </p>
        </div>
      )}

      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="h-4 w-4 text-success" aria-hidden />
        {`${moneyBackGuarantee}: not right for you? E-mail us within ${trustClaims.guaranteeDays} days for a full refund.`}
      </p>
      <div className="flex flex-col items-center gap-3">
        <Button asChild variant="outline">
          <Link href="/">Return to Homepage</Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          Questions? <SupportEmailLink className="underline" />
        </p>
      </div>
    </div>
  );
}
