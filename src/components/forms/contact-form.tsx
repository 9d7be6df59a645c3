"use client";

import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { showToast } from "@/components/ui/toaster";
import { messages } from "@/lib/storefront-messages";
import { formRateLimiter, rateLimitKeys } from "@/lib/rate-limiter";
import { cn } from "@/lib/utils";
import type { ContactInput } from "@/lib/validation/contact";
import { checkContact } from "@/lib/validation/form-check";
import { checkResolver } from "@/lib/validation/form-resolver";
import { limits } from "@/lib/validation/text";
import { api } from "@/trpc/react";
import { toastForError, toastForMessage } from "./error-toast";
import { ContactHeader } from "./form-headers";

const m = messages.contact;
const empty: ContactInput = { name: "", email: "", message: "" };

/** Contact form (docs/product.md#forms): idle, sending, then sent (cleared) or error (red ring around the card). */
export function ContactForm({ className }: { className?: string }) {
  const form = useForm<ContactInput>({ resolver: checkResolver(checkContact), defaultValues: empty });
  const send = api.contact.send.useMutation({
    onSuccess: () => {
      form.reset(empty);
      showToast(m.success);
    },
    onError: (error) => showToast(toastForError(error, m), "error"),
  });
  const errors = form.formState.errors;
  const invalid = Object.keys(errors).length > 0;
  const messageLength = useWatch({ control: form.control, name: "message" })?.length ?? 0;

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!formRateLimiter.attempt(rateLimitKeys.contact)) return showToast(m.rateLimited, "error");
      send.mutate(values);
    },
    (found) => {
      const first = found.name?.message ?? found.email?.message ?? found.message?.message;
      showToast(toastForMessage(first ?? m.missing.description, m), "error");
    },
  );

  return (
    <Card
      id="contact"
      className={cn("scroll-mt-24", (send.isError || invalid) && "ring-2 ring-destructive", className)}
      data-state={send.isError || invalid ? "error" : send.isPending ? "sending" : send.isSuccess ? "sent" : "idle"}
    >
      <ContactHeader />
      <CardContent>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="contact-name">Name</Label>
            <Input
              id="contact-name"
              autoComplete="name"
              maxLength={limits.name}
              aria-invalid={Boolean(errors.name)}
              {...form.register("name")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-email">Email</Label>
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              maxLength={limits.email}
              aria-invalid={Boolean(errors.email)}
              {...form.register("email")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-message">Message</Label>
            <Textarea
              id="contact-message"
              maxLength={limits.message}
              aria-invalid={Boolean(errors.message)}
              {...form.register("message")}
            />
            <p className="text-right text-xs text-muted-foreground" aria-live="polite">
              {messageLength}/{limits.message}
            </p>
          </div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Message"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
