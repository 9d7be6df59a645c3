// /account: Clerk's provider when Clerk is on (the sign-out button drives Clerk); the page alone otherwise.
export { ClerkAuthProvider as default } from "@/components/auth/clerk-auth-provider";
