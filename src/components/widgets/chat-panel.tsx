"use client";

import { clsx } from "clsx";
import { Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from "react";
import { chatGreeting, quickQuestions, replyFor } from "@/content/chat";
import { siteName } from "@/content/site";
import {
  canSend,
  type ChatState,
  createChatReducer,
  initChat,
  isSendKey,
  isTyping,
  nextReplyDueAt,
  visibleQuickQuestions,
} from "@/lib/widgets/chat";
import { ChatButton } from "./chat-button";

const reducer = createChatReducer({ replyFor });
const initState = (open: boolean): ChatState => ({ ...initChat(chatGreeting, Date.now()), open });

/**
 * The scripted support chat (docs/product.md#widgets), a thin renderer of lib/widgets/chat: quick questions while
 * only the greeting shows, a typing indicator until the canned reply is due (1.5 s typed, 1 s
 * quick), send disabled for blank input, Enter sends, Escape closes. Loaded on demand by ChatLauncher.
 */
export function ChatWidget({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [state, dispatch] = useReducer(reducer, initiallyOpen, initState);
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dueAt = nextReplyDueAt(state);

  // Deliver the next canned reply when it is due; the timer firing means it is due.
  useEffect(() => {
    if (dueAt === null) return;
    const id = window.setTimeout(() => dispatch({ type: "botReply", now: Math.max(Date.now(), dueAt) }), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(id);
  }, [dueAt, state.pending.length]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [state.messages.length, dueAt]);

  useEffect(() => {
    if (state.open) inputRef.current?.focus();
  }, [state.open]);

  function send(e?: { preventDefault(): void }) {
    e?.preventDefault();
    if (!canSend(draft)) return;
    dispatch({ type: "send", text: draft, now: Date.now() });
    setDraft("");
  }

  // Escape in the open chat (or on its button) closes it; focus goes to the chat button.
  function closeOnEscape(e: KeyboardEvent) {
    if (e.key !== "Escape" || !state.open) return;
    e.stopPropagation();
    dispatch({ type: "close" });
    buttonRef.current?.focus();
  }

  const quick = visibleQuickQuestions(state, quickQuestions);
  return (
    <>
      {state.open && (
        <section
          aria-label="Support chat"
          data-testid="chat-panel"
          onKeyDown={closeOnEscape}
          className="fixed right-4 bottom-22 z-40 flex h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-2xl"
        >
          <header className="bg-primary px-4 py-3 text-primary-foreground">
            <h2 className="font-semibold">{siteName} support</h2>
            <p className="text-xs opacity-90">Usually answers instantly</p>
          </header>
          {/* The log is a region around the list: role="log" on the <ol> itself would leave its items outside any list. */}
          <div ref={logRef} role="log" aria-live="polite" aria-label="Conversation" className="flex-1 overflow-y-auto p-4">
            <ol className="flex flex-col gap-2">
              {state.messages.map((message) => (
                <li
                  key={message.id}
                  data-sender={message.sender}
                  data-testid="chat-message"
                  // clsx, not cn: no class here overrides another, so the chat's chunk needs no
                  // conflict resolver (docs/decisions/005-cn-without-tailwind-merge.md).
                  className={clsx(
                    "max-w-[85%] rounded-lg px-3 py-2 text-sm leading-relaxed whitespace-pre-line",
                    message.sender === "user" ? "self-end bg-primary text-primary-foreground" : "self-start bg-muted text-foreground",
                  )}
                >
                  <span className="sr-only">{message.sender === "user" ? "You: " : "Assistant: "}</span>
                  {message.text}
                </li>
              ))}
              {isTyping(state) && (
                <li data-testid="chat-typing" className="flex gap-1 self-start rounded-lg bg-muted px-3 py-3">
                  <span className="sr-only">Assistant is typing</span>
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground"
                      style={{ animationDelay: `${delay}ms` }}
                      aria-hidden
                    />
                  ))}
                </li>
              )}
            </ol>
          </div>
          {quick.length > 0 && (
            <div className="flex flex-col items-start gap-2 px-4 pb-3" aria-label="Suggested questions" role="group">
              {quick.map((question) => (
                <button
                  key={question}
                  type="button"
                  onClick={() => dispatch({ type: "quick", text: question, now: Date.now() })}
                  className="rounded-full border border-primary px-3 py-1.5 text-left text-xs font-medium text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {question}
                </button>
              ))}
            </div>
          )}
          <form method="post" onSubmit={send} className="flex gap-2 border-t border-border p-3">
            <label htmlFor="chat-input" className="sr-only">
              Type your message
            </label>
            <input
              ref={inputRef}
              id="chat-input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (isSendKey(e.key, e.shiftKey)) send(e);
              }}
              placeholder="Type your question…"
              autoComplete="off"
              maxLength={500}
              className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            />
            <button
              type="submit"
              disabled={!canSend(draft)}
              aria-label="Send message"
              className="flex h-10 w-10 items-center justify-center rounded-md bg-primary text-primary-foreground disabled:opacity-50"
            >
              <Send className="h-4 w-4" aria-hidden />
            </button>
          </form>
        </section>
      )}
      <ChatButton ref={buttonRef} open={state.open} onClick={() => dispatch({ type: "toggle" })} onKeyDown={closeOnEscape} />
    </>
  );
}
