// Every user-facing message, exactly as written, in one place (docs/product.md#messages).
// A toast is a title and a description. The storefront's texts live in storefront-messages.ts (so its
// client JavaScript carries only those) and are re-exported here.

import type { Toast } from "./storefront-messages";

export { commerceMessages, inputMessages, messages, type Toast } from "./storefront-messages";

/** The not-found page's heading (docs/product.md#pages). */
export const notFoundText = "Oops! Page not found";

/** A route handler's answer to an unexpected failure; the reference is the digest in the server log. */
export const unexpectedErrorText = (digest: string) =>
  `Something went wrong on our side. Please try again, or contact support and quote reference ${digest}.`;

/** The answer while the store's database cannot be reached (HTTP 503); nothing the visitor sent was kept. */
export const unavailableText = "The store is briefly unavailable. Nothing was saved; please try again in a minute.";

/** Grant-admin texts (docs/product.md#admin). */
export const grantAdminMessages = {
  emailRequired: "Please enter an email address",
  emailInvalid: "Please enter a valid email address.",
  notFound: "User with this email address not found. They must create an account first.",
  alreadyAdmin: "This user already has admin privileges.",
  failure: "Failed to grant admin role. Please try again.",
  success: (email: string) => `Admin role granted to ${email}`,
} as const;

/**
 * The texts of /auth (docs/product.md#accounts). A separate export (not a key of `messages`) so the storefront's
 * pages, which import `messages`, do not ship them (docs/performance.md: public pages keep their JavaScript).
 */
export const authMessages = {
  required: { title: "Error", description: "Please fill in all required fields." },
  invalidEmail: { title: "Error", description: "Please enter a valid email address." },
  shortPassword: { title: "Error", description: "Password must be at least 6 characters long." },
  mismatch: { title: "Error", description: "Passwords do not match." },
  invalidCredentials: {
    title: "Login Failed",
    description: "Invalid email or password. Please check your credentials and try again.",
  },
  emailNotConfirmed: {
    title: "Email Not Confirmed",
    description: "Please check your email and click the confirmation link before signing in.",
  },
  welcomeBack: { title: "Welcome Back!" },
  accountExists: {
    title: "Account Exists",
    description: "An account with this email already exists. Please sign in instead.",
  },
  accountCreated: {
    title: "Account Created!",
    description: "Please check your email for a confirmation link to complete your registration.",
  },
  unexpected: { title: "Authentication Error", description: "An unexpected error occurred. Please try again." },
} as const satisfies Record<string, Toast>;

/** The titles (docs/product.md#messages) of the auth failures shown with the server's own message. */
export const authErrorTitles = { signIn: "Login Error", signUp: "Signup Error" } as const;

/** Ours (the spec has no password-reset screen): what "Forgot password?" and the reset page say. */
export const passwordResetTexts = {
  sent: { title: "Check your email", description: "If an account exists for this address, we sent a link to reset its password." },
  /** Clerk on: its reset e-mail carries a code, entered on /auth/reset. */
  codeSent: {
    title: "Check your email",
    description: "If an account exists for this address, we sent a code to reset its password. Enter it here.",
  },
  badCode: { title: "Error", description: "Please enter the code from the e-mail." },
  done: { title: "Password updated", description: "Please sign in with your new password." },
  invalidLink: { title: "Link expired", description: "This reset link is invalid or has expired. Please ask for a new one." },
  verified: { title: "Email confirmed", description: "Your email address is confirmed. Please sign in." },
  verifyFailed: { title: "Link expired", description: "This confirmation link is invalid or has expired. Sign in to get a new one." },
} as const satisfies Record<string, Toast>;

/** Admin upload texts: the toasts (docs/product.md#messages), and the server's own reasons (ours). */
export const uploadMessages = {
  removedFromQueue: "File removed from upload queue!",
  deleted: "File deleted from storage!",
  deleteFailed: (message: string) => `Failed to delete file: ${message}`,
  uploaded: (count: number, folder: string) => `Successfully uploaded ${count} ${folder}!`,
  uploadFailed: (folder: string, message: string) => `Failed to upload ${folder}: ${message}`,
  loadFailed: "Failed to load existing files from storage",
  assigned: (name: string, product: string) => `${name} is now the file delivered for ${product}.`,
  assignFailed: (message: string) => `Failed to change the delivered guide: ${message}`,
  /** The server's reasons. */
  badFolder: "Unknown upload folder: use single, bundle or images.",
  noFile: "No file was sent.",
  notMultipart: "Send the files as multipart/form-data.",
  tooManyFiles: (max: number) => `Upload at most ${max} file${max === 1 ? "" : "s"} at once to this folder.`,
  tooLarge: (name: string, limit: string) => `${name} is larger than ${limit}.`,
  wrongType: (name: string, allowed: string) => `${name} is not a ${allowed} file (its content was checked, not only its name).`,
  notFound: "This file is not in storage.",
  inUse: "This file is delivered to buyers (a product's guide, or links already issued) and cannot be deleted.",
  notAGuide: "Only a guide from the single or bundle folder can be delivered for a product.",
} as const;

/** An order's status in words, wherever the admin shows one (the stored codes stay in the API and the CSV). Ours. */
export const orderStatusWords = {
  pending: "pending",
  completed: "completed",
  failed: "failed",
  partially_refunded: "partly refunded",
  refunded: "refunded",
  disputed: "disputed",
} as const;

/**
 * The dashboard's own texts. The admin texts of docs/product.md#messages are exact; the order actions, the audit
 * trail and the live feed are beyond the spec, so theirs are ours.
 */
export const adminMessages = {
  ordersLoading: "Loading orders...",
  ordersEmpty: "No orders found",
  chartLoadFailed: "The chart could not be loaded. Reload the page to try again.",
  expired: "(Expired)",
  settingsLoadFailed: "Failed to load website settings",
  settingsSaved: "Settings saved successfully!",
  settingsPartlySaved: "Failed to save some settings",
  settingsSaveFailed: "Failed to save settings",
  priceNotNumeric: "Prices must be numbers, e.g. 97 or 97.50.",
  settingEmpty: "This setting cannot be empty.",
  orderNotFound: "This order does not exist.",
  orderNotCompleted: "Only a completed order has download links.",
  linksResent: (email: string) => `Fresh download links are on their way to ${email}.`,
  linksResendFailed: "Could not queue the e-mail just now. Please try again in a minute.",
  linksResendLimited: (minutes: number) =>
    `Fresh links were already sent for this order 3 times in the last hour, so the buyer is not flooded with e-mails. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  downloadsReset: (n: number) => `Download count reset (${n} ${n === 1 ? "guide" : "guides"}).`,
  liveReconnecting: "Live updates interrupted: reconnecting…",
} as const;

/**
 * Who may call: the refusals of tRPC's procedure ladder (src/server/api/trpc.ts) and of a route
 * handler that declares `{ admin: true }` (src/server/http/route.ts) — one text for both.
 */
export const accessMessages = {
  signIn: "Please sign in first.",
  adminOnly: "Admin access is required.",
  /** A state-changing call sent from another website's page (HTTP 403): docs/product.md#security. */
  crossSite: "This request came from another website and was refused.",
  /** TRACE (HTTP 405), refused before Next sees it: src/server/http/socket-address.ts. */
  methodNotAllowed: "This request method is not allowed.",
} as const;

/** The admin's order search, order page, customer view and CSV export (docs/orders.md). */
/** E-mail delivery on the order page, the customer view and /admin (docs/product.md#delivery). */
export const deliveryMessages = {
  /** The /admin banner. */
  undelivered: (n: number) => `${n} ${n === 1 ? "buyer has" : "buyers have"} not received their links`,
  showThem: "Show these orders",
  unknownDelivery: "Unknown delivery state. Use sent, delayed, delivered, complained or bounced.",
  /** An admin's transactional resend to a suppressed address (HTTP 409). */
  suppressed: (email: string, reason: string, detail: string | null) =>
    `${email} is on the suppression list (${reason}${detail ? `: ${detail}` : ""}), so nothing is sent to it. Correct the address with "Change e-mail and resend", or lift the suppression if the buyer fixed their mailbox.`,
  notSuppressed: (email: string) => `${email} is not on the suppression list.`,
  lifted: (email: string) => `${email} may receive e-mail again.`,
  sameEmail: "This is already the order's e-mail address.",
  emailChanged: (email: string) => `The order's e-mail is now ${email}; fresh download links are on their way to it.`,
  changeEmail: "Change e-mail and resend",
  newEmailLabel: "New e-mail address",
  lift: "Lift suppression",
  suppressedBadge: (reason: string) => `Suppressed: ${reason}`,
} as const;

export const orderSearchMessages = {
  badCursor: "This page link is out of date or damaged. Start the search again from the first page.",
  /** `direction`: pages go one way only. */
  onlyForward: "Pages only go forward (older orders): pass direction=forward or leave it out.",
  reversedRange: "The start date is after the end date. Swap them or pick another range.",
  unknownStatus: "Unknown order status. Use pending, completed, failed, partially_refunded, refunded or disputed.",
  badDate: "Dates are written YYYY-MM-DD, between 1970-01-01 and 9999-12-31, e.g. 2026-01-31.",
  badTimeZone: "Unknown time zone.",
  badLimit: "Show between 1 and 100 orders at a time.",
  badEmail: "Enter an e-mail address.",
  customerNotFound: "No orders, account, subscription or cart for this address.",
  freshLinksQueued: (email: string) => `Fresh download links for every completed order of ${email} are on their way.`,
  noCompletedOrder: "This address has no completed order to send links for.",
  searchEmpty: "No orders match these filters.",
  loadMore: "Load more",
} as const;

/** Discount codes at /admin/codes and stamped guides (docs/discounts-and-stamping.md): ours, beyond the spec. */
export const discountMessages = {
  codeFormat: "A code is 1–32 letters, digits or dashes, e.g. SPRING-25.",
  duplicate: (code: string) => `The code ${code} already exists (codes are the same whatever their case).`,
  percentRange: "A percent discount is a whole number from 1 to 100.",
  amountsRequired: "A fixed discount needs an amount off in at least one currency.",
  amountInvalid: "An amount off is more than 0, with at most two decimals.",
  endBeforeStart: "The end must be after the start.",
  dateRange: "A start or end is a date between the years 2000 and 2100.",
  maxUses: "Max uses is a whole number of at least 1 (leave it empty for no limit).",
  maxUsesBelowUses: (uses: number) => `Max uses cannot be below the ${uses} uses already made.`,
  descriptionTooLong: "A description is at most 200 characters.",
  notFound: "This discount code does not exist.",
  created: (code: string) => `Code ${code} created.`,
  saved: (code: string) => `Code ${code} saved.`,
  deactivated: (code: string) => `Code ${code} deactivated: the checkout no longer applies it.`,
  empty: "No discount codes yet.",
  stampingOn: "Downloads are stamped: each PDF carries “Licensed to {e-mail} · order {id}” on every page.",
  stampingOff: "Downloads are not stamped: buyers get the guide as uploaded.",
} as const;

/**
 * Refunds and disputes (docs/refunds.md): the admin's refund dialog and the server's reasons,
 * the buyer's page for a link of a refunded or disputed order. Ours.
 */
export const refundMessages = {
  notPaid: "This order was never paid, so there is nothing to refund.",
  alreadyRefunded: "This order has already been refunded in full.",
  tooMuch: (left: string) => `That is more than was paid: at most ${left} can still be refunded on this order.`,
  disputed: "This order's payment is disputed with the buyer's bank; it cannot be refunded while the dispute is open.",
  amountInvalid: "Enter an amount greater than zero, e.g. 10 or 10.50.",
  reasonTooLong: "The reason can be at most 500 characters.",
  providerFailed: "The payment provider could not make the refund just now. Nothing was refunded; please try again in a minute.",
  refunded: (amount: string, email: string) => `Refunded ${amount} to ${email}.`,
  /** The download link (410) and the download page of an order whose access was revoked. */
  downloadRefunded: (contact: string) =>
    `This order was refunded, so its download links no longer work. If you think this is a mistake, write to ${contact} and we'll sort it out.`,
  downloadDisputed: (contact: string) =>
    `This order's payment is disputed with the bank, so its download links are paused until the dispute is settled. Questions? Write to ${contact}.`,
} as const;

/** API keys at /admin/api-keys and `Authorization: Bearer fgs_…` (docs/api.md#api-keys). Ours. */
export const apiKeyMessages = {
  /** The one answer (401) to a Bearer header that is empty, malformed, unknown, expired or revoked. */
  invalid: "This API key is missing, malformed, expired or revoked. Send a valid key as `Authorization: Bearer fgs_…`.",
  /** 403: a valid key without the scope the procedure needs. */
  missingScope: (scope: string) => `This API key does not have the "${scope}" scope.`,
  /** 429, with Retry-After. */
  rateLimited: (seconds: number) => `This API key made too many requests (600 a minute). Try again in ${seconds} s.`,
  /** 403: a procedure for signed-in people only (roles, settings, keys themselves), called with a key. */
  sessionOnly: "API keys cannot call this: it needs an admin signed in to the dashboard.",
  nameRequired: "Give the key a name (1–80 characters), e.g. “CRM sync”.",
  scopesRequired: "Choose at least one scope.",
  unknownScope: "Unknown scope.",
  expiryInPast: "The expiry must be in the future.",
  notFound: "This API key does not exist.",
  created: (name: string) => `Key “${name}” created. Copy it now: it will not be shown again.`,
  revoked: (name: string) => `Key “${name}” revoked: it no longer works.`,
  empty: "No API keys yet.",
} as const;

/** The REST surface `/api/v1` (docs/api.md#rest-api-v1). Ours. */
export const restMessages = {
  /** 404 for a path or method the REST surface does not have. */
  noSuchEndpoint: "No such endpoint. The endpoints are listed in /api/v1/openapi.json.",
  badJson: "The request body is not valid JSON.",
  badContentType: "Send the request body as JSON (content-type: application/json).",
  /** 400: a JSON body that is an array, a string, a number or null (the adapter would read it as `{}`). */
  bodyNotObject: 'The request body must be a JSON object, e.g. {"amount": 500}.',
  badSubscriberLimit: "Show between 1 and 100 subscribers at a time.",
  /** 400: a query parameter the operation does not take (any operation, whatever its name). */
  unknownParameter: (name: string, known: string[]) =>
    `Unknown query parameter “${name.slice(0, 40)}”. ${known.length ? `This endpoint takes: ${known.join(", ")}.` : "This endpoint takes no query parameters."}`,
} as const;

/** Outgoing webhooks at /admin/webhooks (docs/webhooks.md). Ours. */
export const webhookMessages = {
  urlInvalid: "Enter the endpoint's full URL, e.g. https://example.com/webhooks (at most 2000 characters).",
  urlNotHttps:
    "Use the endpoint's https:// address: orders and buyers' details are sent only over a secure connection. If the receiving service gave you an http:// address, ask it for its https:// one.",
  urlCredentials: "The URL must not contain a user name or password: put any secret in the path, or verify our signature instead.",
  urlUnresolvable: (host: string) => `The host “${host}” could not be found. Check the URL.`,
  urlPrivate: (host: string, address: string) =>
    `“${host}” resolves to ${address}, a private, loopback, link-local or metadata address: webhooks go only to public internet addresses.`,
  eventsRequired: "Choose at least one event.",
  unknownEvent: "Unknown event.",
  notFound: "This webhook endpoint does not exist.",
  deliveryNotFound: "This delivery does not exist.",
  created: "Endpoint added. Copy its signing secret now: it will not be shown again.",
  updated: "Endpoint saved.",
  deleted: "Endpoint deleted.",
  redelivered: "Sending it again now. The table updates when it is answered.",
  empty: "No webhook endpoints yet.",
  noDeliveries: "No deliveries yet. Events the endpoint subscribed to appear here as they happen.",
} as const;

/** First-party counts and the funnel (docs/insights.md). Ours. */
export const insightMessages = {
  beaconInvalid: "This page-view report is not valid: it needs the page's path (starting with /) and a known step.",
  beaconRateLimited: "Too many page-view reports. Please slow down.",
  rangeInvalid: "Choose a date range whose start is on or before its end, at most 400 days long.",
  dateInvalid: "Dates are written YYYY-MM-DD, between 1970-01-01 and 9999-12-31, e.g. 2026-01-31.",
  noData: "No visits in this range yet. Counts appear as visitors browse the store.",
  /** The revenue figure's name, saying what it is net of ("refunds", and "tax" where tax is collected). */
  revenueLabel: (netOf: readonly string[]) => (netOf.length > 0 ? `Revenue, net of ${netOf.join(" and ")}` : "Revenue (gross)"),
  revenueNetNote: (refunded: string | null) =>
    refunded ? `Sales less ${refunded} refunded in these days, as on the dashboard.` : "Nothing was refunded in these days.",
  revenueGrossNote: "Before refunds: refunds belong to orders, not to the visits a filter picks.",
  conversionNote: "Tracked visitors who paid.",
  untrackedLabel: "Sales without a tracked visit",
  untrackedNote: "Paid orders whose visit was never counted (a blocked script, a filtered bot): left out of every rate.",
  untrackedRow: "Untracked",
  filterHint: "Landing page, source and country: leave one empty to include every value.",
} as const;

/** The optional second and third abandoned-cart reminders (docs/insights.md#cart-reminders). Ours. */
export const cartReminderMessages = {
  hoursInvalid: "Enter a whole number of hours from 1 to 720 (30 days) after the last cart save.",
  thirdNotAfterSecond: "The third reminder must come later than the second: give it more hours.",
  thirdNeedsSecond: "Turn the second reminder on before the third.",
  saved: "Cart reminder settings saved.",
  loadFailed: "The cart reminder settings could not be loaded. Reload the page to try again.",
  noReminders: "No reminder e-mails were sent in this range.",
  noCodes: "No order used a discount code in this range.",
} as const;

/**
 * The library reached with an e-mailed code, no password (docs/product.md#the-library-without-a-password). Ours.
 * One answer to "send me a code", whether or not the address bought anything.
 */
export const libraryMessages = {
  path: "/library",
  title: "My purchases",
  intro: "Enter the e-mail address you used at checkout. We'll e-mail you a 6-digit code to open your guides: no password needed.",
  emailLabel: "E-mail used for your order",
  sendCode: "E-mail me a code",
  codeSent: "If this address has bought a guide, a 6-digit code is on its way. It works for 10 minutes.",
  codeLabel: "6-digit code",
  openLibrary: "Open my guides",
  otherAddress: "Use another e-mail address",
  badCode: "That code is not right. Check the e-mail and try again, or ask for a new code.",
  expiredCode: "This code has expired. Ask for a new code.",
  tooManyTries: "Too many wrong codes. Ask for a new code.",
  codeFormat: "Enter the 6 digits from the e-mail.",
  rateLimited: "Too many code requests. Please wait a few minutes and try again.",
  sendFailed: "We couldn't send a code just now. Please try again in a few minutes.",
  onlySignIn: "This kind of code is not offered here.",
  passwordLink: "Have an account with a password? Sign in",
  signedInAs: (email: string) => `Signed in as ${email}`,
  empty: (email: string) => `No guides for ${email} yet. Orders placed with this e-mail address appear here.`,
  edition: (label: string) => `Edition: ${label}`,
  receipt: "Receipt",
  refundPolicy: "Refunds and the money-back guarantee",
  /** Under every receipt e-mail, the download page, the expired-link pages, the thank-you page. */
  lostEmail: "Lost this e-mail? Get your guides at",
  lostLink: "Lost your links? Get your guides with a code at",
  footerLink: "My purchases",
  authLink: "Bought a guide without an account? Get your guides with a code",
  emailSubject: (code: string) => `${code} is your code for your guides`,
} as const;

/** Guide editions and "Tell past buyers" (docs/product.md#editions). Ours. */
export const editionMessages = {
  labelRequired: "Give the edition a label, such as “2nd edition, 2027” (at most 80 characters).",
  whatChangedTooLong: "Keep “what changed” to 500 characters.",
  unknownProduct: "This guide does not exist.",
  notFound: "This edition does not exist.",
  notAGuideFile: "Choose a PDF or Word guide uploaded for guides, not an image.",
  published: (label: string) => `Published “${label}”: new buyers get it from now on.`,
  publishFailed: (why: string) => `The edition was not published: ${why}`,
  policySaved: "Saved what past buyers get.",
  notLatest: "Only the newest edition can be announced to past buyers.",
  pastBuyersKeepTheirs:
    "Past buyers of this guide keep the edition they bought, so none is entitled to this one. Switch “Past buyers get” to every later edition first.",
  noticesQueued: (count: number) =>
    count === 1 ? "1 past buyer is queued for the e-mail." : `${count} past buyers are queued for the e-mail.`,
  noticesResumed: "The e-mails to past buyers are already under way; sending resumes where it stopped.",
  jobsUnavailable:
    "The past buyers are queued, but the background jobs did not take the sending. Press “Tell past buyers” again in a minute to resume.",
  newEditionAvailable: "New edition available",
  whatChanged: "what changed",
} as const;

/** Reviews from verified buyers (docs/product.md#reviews). Ours. */
export const reviewMessages = {
  onlyForward: "Pages only go forward (older reviews): pass direction=forward or leave it out.",
  daysInvalid: "Enter a whole number of days from 0 to 90 after the order is paid.",
  settingsSaved: "Review request settings saved.",
  settingsLoadFailed: "The review request settings could not be loaded. Reload the page to try again.",
  ratingInvalid: "Choose a rating from 1 to 5 stars.",
  textTooLong: "Keep your review to 2000 characters.",
  replyTooLong: "Keep the reply to 1000 characters.",
  linkInvalid: "This review link is incomplete or was changed. Use the link in the e-mail we sent you.",
  notEligible: "This order can no longer be reviewed: it was refunded or disputed.",
  notFound: "This review does not exist.",
  thanks: "Thank you! Your review is saved. It appears on the guide's page once we have checked it.",
  updated: "Your review is updated. It appears on the guide's page once we have checked it.",
  approved: "Review approved: it shows on the guide's page.",
  hidden: "Review hidden: it no longer shows on the guide's page.",
  replied: "Reply saved.",
  replyRemoved: "Reply removed.",
  badLimit: "Ask for 1 to 100 reviews per page.",
} as const;

/** Broadcasts to the list (docs/product.md#broadcasts). Ours. */
export const broadcastMessages = {
  subjectRequired: "Write a subject line (at most 150 characters).",
  preheaderTooLong: "Keep the preview line to 200 characters.",
  bodyRequired: "Write the letter (at most 50 000 characters).",
  audienceRequired: "Choose who gets it: subscribers, all buyers, or the buyers of a guide.",
  unknownProduct: "This guide does not exist.",
  notFound: "This broadcast does not exist.",
  notEditable: "This broadcast is already sending or sent; it can no longer be changed.",
  notScheduled: "Only a scheduled broadcast that has not started can be cancelled.",
  sendAtInvalid: "Choose a date and time in the future, or send now.",
  timeZoneInvalid: "The time zone is not one we know.",
  nobody: "Nobody is in this audience after the exclusions, so there is nothing to send.",
  saved: "Draft saved.",
  scheduled: (when: string) => `Scheduled for ${when}.`,
  sending: "Sending has started: the e-mails go out at the mail rate.",
  cancelled: "Cancelled: the broadcast is a draft again.",
  testSent: (email: string) => `A test went to ${email}.`,
  testSuppressed: "Your address is on the suppression list, so the test was not sent.",
  jobsUnavailable: "The background jobs did not take the broadcast. Try again in a minute.",
} as const;

/** Tax collection (docs/product.md#tax): the admin's Tax card and /admin/tax. */
export const taxMessages = {
  collectOn: "Tax collection is on.",
  collectOff: "Tax collection is off: checkout shows tax 0.00.",
  ruleSaved: "Tax rate saved.",
  ruleDeleted: "Tax rate deleted.",
  ruleGone: "That tax rate no longer exists.",
  noRules: "No rates: no tax is charged anywhere.",
  badQuarter: "Choose a year and a quarter (1–4).",
} as const;
