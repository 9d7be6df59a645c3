// /auth and /auth/reset: Clerk's provider around the form when Clerk is on (the form drives its
// hooks); the page alone otherwise.
export { ClerkAuthProvider as default } from "@/components/auth/clerk-auth-provider";
