// The storefront's texts (docs/product.md#messages): the ones its client components and the
// forms' shared schemas need. A module of their own so the storefront's JavaScript carries only
// these, not the admin's and the accounts' texts (docs/performance.md, "The storefront pages").
// Every other module imports them through src/lib/messages.ts, which re-exports them: that file
// stays the one list of every message.

export type Toast = { title: string; description?: string };

export const messages = {
  exitPopup: {
    failure: { title: "Error", description: "Something went wrong. Please try again." },
    success: { title: "Success!", description: "Check your email for your free fertility guide" },
    emailRequired: { title: "Email required", description: "Please enter your email address" },
    emailInvalid: { title: "Invalid email", description: "Please enter a valid email address" },
    successView: { title: "Success! Check Your Email", description: "Don't forget to check your spam folder." },
  },
  newsletter: {
    rateLimited: { title: "Rate Limit Exceeded", description: "Too many subscription attempts. Please try again later." },
    failure: { title: "Error", description: "Failed to subscribe. Please try again." },
    success: {
      title: "Subscribed!",
      description: "Thank you for subscribing! Check your email for a confirmation message.",
    },
    empty: { title: "Error", description: "Please enter your email address" },
    invalid: { title: "Invalid Email", description: "Please enter a valid email address." },
  },
  contact: {
    rateLimited: { title: "Rate Limit Exceeded", description: "Too many submissions. Please try again later." },
    failure: { title: "Error", description: "Failed to send message. Please try again." },
    success: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
    missing: { title: "Error", description: "Please fill in all fields" },
    invalidName: {
      title: "Invalid Name",
      description: "Name must be 1-100 characters and contain only letters, spaces, hyphens, apostrophes, and periods.",
    },
    invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
    invalidMessage: { title: "Error", description: "Message must be between 10 and 2000 characters." },
  },
  checkout: {
    failure: { title: "Checkout Error", description: "Something went wrong. Please try again or contact support." },
    missingFields: { title: "Checkout Error", description: "Please fill in all required fields" },
  },
  landingCheckout: {
    callError: { title: "Error", description: "Failed to create checkout session. Please try again." },
    missingUrl: { title: "Error", description: "Invalid checkout response. Please try again." },
    exception: { title: "Error", description: "Something went wrong. Please try again." },
    success: { title: "Redirecting to secure checkout..." },
  },
  payment: {
    verified: { title: "Payment verified successfully!" },
    verificationFailed: { title: "Payment verification failed" },
    verifyFailed: { title: "Failed to verify payment" },
  },
} as const satisfies Record<string, Record<string, Toast>>;

/** Texts for input that no field accepts, whatever the form (ours). */
export const inputMessages = {
  /** NUL, other control characters, broken Unicode or direction-override characters. */
  unsafeCharacters: "This field contains invisible or control characters we can't accept. Please retype it and try again.",
  tooLong: "This field is too long.",
  /** A request body over the route's limit (HTTP 413). */
  tooLarge: "This request is too large.",
} as const;

/** Commerce texts of our own (docs/product.md#messages). */
export const commerceMessages = {
  checkoutRateLimited: "Too many checkout attempts. Please try again later.",
  productUnavailable: "This product is not available.",
  testPaymentUnavailable: "Test payments are only available while Stripe is not configured.",
  /** The banner on every checkout page while the local test-payment adapter takes the payments. */
  testModeBanner: "Test store: payments are simulated and no card is charged. Orders placed here are not real purchases.",
  testSessionNotFound: "This test-payment session does not exist.",
  /** One answer for every code that does not apply (unknown, inactive, expired, used up): no oracle. */
  discountNotApplicable: "This code can't be applied to your order. Check the spelling, or continue at the regular price.",
  /** The checkout's summary and button while the server prices another country or guide. */
  repricing: "Updating price…",
  discountRateLimited: "Too many discount code attempts. Please try again later.",
  download: {
    invalid: "This download link is not valid. Request a fresh link below and we'll e-mail it to the address used for the order.",
    expired: "This download link has expired. Request a fresh link below and we'll e-mail it to the address used for the order.",
    exhausted: (max: number) =>
      `This guide has reached its download limit (${max} downloads). Please contact support and we'll help you get your copy.`,
    missingFile: "This guide's file is temporarily unavailable. Please try again later or contact support.",
    freshLinkSent: "If we found a completed order, a fresh download link is on its way to the e-mail used for it.",
    freshLinkRateLimited: "Too many requests. Please try again later.",
    /** Only when the job engine cannot take the request (its database or Inngest unreachable). */
    freshLinkFailed: "We couldn't take your request just now. Please try again in a few minutes.",
  },
} as const;
