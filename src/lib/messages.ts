// Every user-facing message of SPEC §8 (and §5), exactly as written, in one place.
// A toast is a title and a description.

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
      description:
        "Name must be 1-100 characters and contain only letters, spaces, hyphens, apostrophes, and periods.",
    },
    invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
    invalidMessage: { title: "Error", description: "Message must be between 10 and 2000 characters." },
  },
} as const satisfies Record<string, Record<string, Toast>>;

/** The not-found page's heading (SPEC §2). */
export const notFoundText = "Oops! Page not found";

/** Grant-admin texts of SPEC §5 and §8. */
export const grantAdminMessages = {
  emailRequired: "Please enter an email address",
  emailInvalid: "Please enter a valid email address.",
  notFound: "User with this email address not found. They must create an account first.",
  alreadyAdmin: "This user already has admin privileges.",
  failure: "Failed to grant admin role. Please try again.",
  success: (email: string) => `Admin role granted to ${email}`,
} as const;
