"use client";

import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { inputMessages, reviewMessages } from "@/lib/messages";
import { isSafeText } from "@/lib/validation/text";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

/** The longest review (the server's rule, src/lib/validation/reviews.ts; kept here so the page ships no zod). */
const TEXT_MAX = 2000;
const stars = [1, 2, 3, 4, 5] as const;

type Saved = { rating: number; text: string | null; status: string } | null;

/**
 * The review form of `/review?t=…` (docs/product.md#reviews): 1–5 stars and optional text, checked
 * here with the plain text rules and again by the server, which decides. A second send edits.
 */
export function ReviewForm({ token, saved, initialRating }: { token: string; saved: Saved; initialRating: number | null }) {
  const [rating, setRating] = useState<number | null>(initialRating);
  const [text, setText] = useState(saved?.text ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [exists, setExists] = useState(saved !== null);
  const submit = api.reviews.submit.useMutation({
    onSuccess: (result) => {
      setDone(result.message);
      setExists(true);
    },
    onError: (error) => setProblem(error.message),
  });

  function send(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (rating === null) return setProblem(reviewMessages.ratingInvalid);
    if (text.length > TEXT_MAX) return setProblem(reviewMessages.textTooLong);
    if (!isSafeText(text, { multiline: true })) return setProblem(inputMessages.unsafeCharacters);
    setProblem(null);
    submit.mutate({ token, rating, text });
  }

  return (
    <form method="post" onSubmit={send} noValidate className="grid gap-5" aria-label="Your review">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1" role="radiogroup" aria-label="Your rating">
          {stars.map((n) => (
            <label key={n} className="relative cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-ring">
              <input
                type="radio"
                name="rating"
                value={n}
                className="sr-only"
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={n === 1 ? "1 star" : `${n} stars`}
              />
              <Star
                aria-hidden
                className={cn("h-9 w-9", rating !== null && n <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="review-text">Your review (optional)</Label>
        <Textarea id="review-text" rows={6} maxLength={TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
        <p className="text-xs text-muted-foreground">
          {text.length}/{TEXT_MAX} characters. Plain text only.
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-success" data-testid="review-saved">
          {done}
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? "Sending..." : exists ? "Update my review" : "Send my review"}
      </Button>
    </form>
  );
}
