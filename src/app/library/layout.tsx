// /library: Clerk's provider when Clerk is on (its e-mail code and the sign-out button drive Clerk); the page alone otherwise.
export { ClerkAuthProvider as default } from "@/components/auth/clerk-auth-provider";
