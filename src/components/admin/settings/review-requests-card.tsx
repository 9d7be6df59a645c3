"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { reviewMessages } from "@/lib/messages";
import { type ReviewRequestSettings, reviewRequestSettingsInput } from "@/lib/validation/reviews";
import { api } from "@/trpc/react";

/**
 * The review request (docs/product.md#reviews): on or off, and the whole days after payment it
 * goes out. Checked here with the server's own schema, then by the server.
 */
export function ReviewRequestsCard() {
  const current = api.settings.reviewRequests.useQuery(undefined, { retry: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Review requests</CardTitle>
        <CardDescription>
          One e-mail per paid order asks the buyer for a rating, the set days after payment. None goes to a refunded or disputed order, or
          to an address that unsubscribed or bounced; reviews wait for your approval under Reviews.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? <p className="text-sm text-muted-foreground">Loading settings...</p> : null}
        {current.isError ? <p className="text-sm text-destructive">{reviewMessages.settingsLoadFailed}</p> : null}
        {current.data ? <RequestFields saved={current.data} /> : null}
      </CardContent>
    </Card>
  );
}

function RequestFields({ saved }: { saved: ReviewRequestSettings }) {
  const utils = api.useUtils();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [days, setDays] = useState(String(saved.days));
  const [error, setError] = useState<string | undefined>();
  const save = api.settings.setReviewRequests.useMutation({
    onSuccess: () => notifyAdmin({ title: reviewMessages.settingsSaved }),
    onError: (e) => notifyAdmin({ title: e.message }, "error"),
    onSettled: () => utils.settings.reviewRequests.invalidate(),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewRequestSettingsInput.safeParse({ enabled, days: days.trim() === "" ? Number.NaN : Number(days) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data);
  }

  return (
    <form method="post" onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Review requests" noValidate>
      <FormField id="review-requests-enabled" label="Ask buyers for a review" inline>
        <Checkbox id="review-requests-enabled" checked={enabled} onCheckedChange={(checked) => setEnabled(checked === true)} />
      </FormField>
      <FormField id="review-requests-days" label="Days after payment (0–90)" message={error}>
        <Input
          id="review-requests-days"
          name="days"
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          step={1}
          value={days}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "review-requests-days-message" : undefined}
          onChange={(e) => setDays(e.target.value)}
        />
      </FormField>
      <div className="md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save review requests"}
        </Button>
      </div>
    </form>
  );
}
