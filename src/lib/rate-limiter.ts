/**
 * The browser's rate limiter (in memory, docs/product.md#security): by default 5 attempts per 15 minutes per key.
 * It only spares the server obvious repeats; the server enforces its own limits.
 */
export class RateLimiter {
  private attempts = new Map<string, number[]>();
  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt for `key`; false when the key is over its limit. */
  attempt(key: string) {
    const t = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => t - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(t);
    this.attempts.set(key, recent);
    return true;
  }
}

/** The shared instance used by the newsletter and contact form: 10 per 5 minutes per key. */
export const formRateLimiter = new RateLimiter(10, 5 * 60_000);
export const rateLimitKeys = { subscription: "email-subscription", contact: "contact-form" } as const;
