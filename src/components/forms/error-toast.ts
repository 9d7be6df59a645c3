import type { Toast } from "@/lib/storefront-messages";

type MessageGroup = { rateLimited: Toast; failure: Toast } & Record<string, Toast>;

/** The toast (docs/product.md#messages) for a failed call: its rate-limit text, its validation text, or its failure text. */
export function toastForError(error: unknown, group: MessageGroup): Toast {
  const e = error as { message?: string; data?: { code?: string } };
  if (e?.data?.code === "TOO_MANY_REQUESTS") return group.rateLimited;
  if (e?.data?.code === "BAD_REQUEST" && e.message) return toastForMessage(e.message, group);
  return group.failure;
}

/** The group's toast whose description is `message`, else an 'Error' toast with it. */
export function toastForMessage(message: string, group: Record<string, Toast>): Toast {
  return Object.values(group).find((t) => t.description === message) ?? { title: "Error", description: message };
}
