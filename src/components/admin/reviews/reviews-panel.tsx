"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { StarRating } from "@/components/landing/testimonial-card";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { StatusBadge, type StatusTone } from "@/components/admin/ui/status-badge";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type ReviewStatus, reviewLimits } from "@/lib/validation/reviews";
import { api, type RouterOutputs } from "@/trpc/react";

type Review = RouterOutputs["reviews"]["list"]["reviews"][number];

const statusTone: Record<ReviewStatus, StatusTone> = { pending: "warning", approved: "success", hidden: "neutral" };
const filters: { value: ReviewStatus | ""; label: string }[] = [
  { value: "pending", label: "Waiting for approval" },
  { value: "approved", label: "Approved" },
  { value: "hidden", label: "Hidden" },
  { value: "", label: "All reviews" },
];

/**
 * /admin/reviews (docs/product.md#reviews): buyers' reviews newest first, the ones waiting for
 * approval first shown; approve, hide or reply. An approval shows on the guide's pages at the next
 * request.
 */
export function ReviewsPanel() {
  const [status, setStatus] = useState<ReviewStatus | "">("pending");
  const input = { status: status || undefined, limit: 25 };
  const list = api.reviews.list.useInfiniteQuery(input, { getNextPageParam: (last) => last.nextCursor ?? undefined });
  const reviews = list.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="review-status" label="Show">
          <Select id="review-status" value={status} onChange={(e) => setStatus(e.target.value as ReviewStatus | "")}>
            {filters.map((f) => (
              <option key={f.label} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <ListState
        query={list}
        loading="Loading reviews..."
        empty={status === "pending" ? "No review is waiting for approval." : "No reviews here yet."}
        isEmpty={() => reviews.length === 0}
      >
        {() => (
          <ul className="grid gap-3" aria-label="Reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </ListState>
      {list.hasNextPage ? (
        <Button type="button" variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const utils = api.useUtils();
  const [reply, setReply] = useState(review.reply ?? "");
  const done = {
    onSuccess: (result: { message: string }) => notifyAdmin({ title: result.message }),
    onError: (error: { message: string }) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.reviews.list.invalidate(),
  };
  const approve = api.reviews.approve.useMutation(done);
  const hide = api.reviews.hide.useMutation(done);
  const answer = api.reviews.reply.useMutation(done);
  const busy = approve.isPending || hide.isPending || answer.isPending;
  const replyId = `reply-${review.id}`;

  function saveReply(event: FormEvent) {
    event.preventDefault();
    answer.mutate({ id: review.id, reply });
  }

  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating rating={review.rating} />
            <StatusBadge tone={statusTone[review.status]}>{review.status}</StatusBadge>
            <span className="text-sm font-medium">{review.productName}</span>
            <span className="text-sm text-muted-foreground">
              {review.authorName} · {formatDate(review.createdAt)} ·{" "}
              <Link className="underline" href={`/admin/orders/${review.orderId}`}>
                order
              </Link>
            </span>
          </div>
          {review.text ? (
            <p className="break-words whitespace-pre-line">{review.text}</p>
          ) : (
            <p className="text-sm text-muted-foreground">Stars only.</p>
          )}
          <form method="post" onSubmit={saveReply} className="grid gap-2">
            <FormField id={replyId} label="Public reply (optional)">
              <Textarea id={replyId} rows={2} maxLength={reviewLimits.reply} value={reply} onChange={(e) => setReply(e.target.value)} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" variant="outline" disabled={busy}>
                Save reply
              </Button>
              {review.status !== "approved" ? (
                <Button type="button" size="sm" disabled={busy} onClick={() => approve.mutate({ id: review.id })}>
                  Approve
                </Button>
              ) : null}
              {review.status !== "hidden" ? (
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => hide.mutate({ id: review.id })}>
                  Hide
                </Button>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>
    </li>
  );
}
