/**
 * What the library's code form asks of the auth adapter in the browser (Better Auth's emailOTP by
 * default, Clerk's e-mail code when Clerk is on). A failure carries the text to show
 * (src/lib/messages.ts `libraryMessages`, or the server's own for anything else).
 */
export type CodeResult = { ok: true } | { ok: false; message: string };

export interface LibraryCodeActions {
  /** Asks for a code for this address: the same answer whether or not it bought anything. */
  sendCode(email: string): Promise<CodeResult>;
  /** Enters the code; on success a session is open for the address. */
  enterCode(email: string, code: string): Promise<CodeResult>;
}
