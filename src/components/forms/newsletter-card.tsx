"use client";

import { CheckCircle2 } from "@/components/ui/icons";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { showToast } from "@/components/ui/toaster";
import { messages } from "@/lib/storefront-messages";
import { formRateLimiter, rateLimitKeys } from "@/lib/rate-limiter";
import { cn } from "@/lib/utils";
import { limits } from "@/lib/validation/text";
import { checkSubscribe } from "@/lib/validation/form-check";
import { checkResolver } from "@/lib/validation/form-resolver";
import type { SubscribeInput } from "@/lib/validation/newsletter";
import { api } from "@/trpc/react";
import { toastForError, toastForMessage } from "./error-toast";
import { NewsletterHeader } from "./form-headers";

const m = messages.newsletter;

/** Newsletter box (docs/product.md#forms): idle, submitting, subscribed (success card) or error (red ring). */
export function NewsletterCard({ className }: { className?: string }) {
  const subscribe = api.newsletter.subscribe.useMutation({
    onSuccess: () => showToast(m.success),
    onError: (error) => showToast(toastForError(error, m), "error"),
  });
  const form = useForm<SubscribeInput>({ resolver: checkResolver(checkSubscribe), defaultValues: { email: "" } });
  const invalid = Boolean(form.formState.errors.email);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!formRateLimiter.attempt(rateLimitKeys.subscription)) return showToast(m.rateLimited, "error");
      subscribe.mutate(values);
    },
    (errors) => showToast(toastForMessage(errors.email?.message ?? m.invalid.description, m), "error"),
  );

  const failed = subscribe.isError || invalid;
  return (
    <Card
      id="newsletter"
      className={cn("scroll-mt-24", failed && "ring-2 ring-destructive", className)}
      data-state={subscribe.isSuccess ? "subscribed" : failed ? "error" : subscribe.isPending ? "submitting" : "idle"}
    >
      {subscribe.isSuccess ? (
        <CardHeader className="items-center text-center" role="status">
          <CheckCircle2 className="h-10 w-10 text-success" aria-hidden />
          <CardTitle>You&apos;re subscribed!</CardTitle>
          <CardDescription>{m.success.description}</CardDescription>
        </CardHeader>
      ) : (
        <>
          <NewsletterHeader />
          <CardContent>
            <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <Input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                maxLength={limits.email}
                aria-invalid={invalid}
                {...form.register("email")}
              />
              <Button type="submit" disabled={subscribe.isPending}>
                {subscribe.isPending ? "Subscribing..." : "Subscribe"}
              </Button>
            </form>
          </CardContent>
        </>
      )}
    </Card>
  );
}
