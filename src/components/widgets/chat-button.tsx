import { MessageCircle, X } from "@/components/ui/icons";
import type { ComponentProps } from "react";

/** The round chat button fixed at the bottom right, shared by the launcher and the loaded widget. */
export function ChatButton({ open, ...props }: ComponentProps<"button"> & { open: boolean }) {
  return (
    <button
      type="button"
      aria-label={open ? "Close support chat" : "Open support chat"}
      aria-expanded={open}
      data-testid="chat-button"
      className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring/50 focus-visible:outline-none aria-busy:animate-pulse"
      {...props}
    >
      {open ? <X className="h-6 w-6" aria-hidden /> : <MessageCircle className="h-6 w-6" aria-hidden />}
    </button>
  );
}
