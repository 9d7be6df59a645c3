/** Typing-indicator delay before the bot answers a typed message (1.5 s). */
export const TYPED_REPLY_DELAY_MS = 1_500;

/** Typing-indicator delay before the bot answers a quick-question click (1 s). */
export const QUICK_REPLY_DELAY_MS = 1_000;

/** How many quick questions are offered under the greeting. */
export const QUICK_QUESTIONS_SHOWN = 2;

/** Who wrote a chat message. */
export type Sender = "bot" | "user";

/** One chat bubble. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: Sender;
  timestamp: number;
}

/** A canned reply being "typed": the user text it answers and when it is due (ms). */
export interface PendingReply {
  question: string;
  dueAt: number;
}

/** Whole chat state: panel open or closed, the conversation and replies awaited in order. */
export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  pending: PendingReply[];
  nextId: number;
}

/** Actions the chat reducer understands. */
export type ChatAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "toggle" }
  | { type: "send"; text: string; now: number }
  | { type: "quick"; text: string; now: number }
  | { type: "botReply"; now: number };

/** Chat starts closed with a single bot greeting. */
export function initChat(greeting: string, now: number): ChatState {
  return {
    open: false,
    messages: [{ id: "1", text: greeting, sender: "bot", timestamp: now }],
    pending: [],
    nextId: 2,
  };
}

/** False for empty or whitespace-only input (the send button is disabled). */
export function canSend(input: string): boolean {
  return input.trim().length > 0;
}

/** True for a key press that sends: Enter without Shift. */
export function isSendKey(key: string, shiftKey: boolean): boolean {
  return key === "Enter" && !shiftKey;
}

/** The first two quick questions while the conversation holds only the greeting, else none. */
export function visibleQuickQuestions(state: ChatState, questions: readonly string[]): string[] {
  return state.messages.length === 1 ? questions.slice(0, QUICK_QUESTIONS_SHOWN) : [];
}

/** True while a reply is awaited (show the typing indicator). */
export function isTyping(state: ChatState): boolean {
  return state.pending.length > 0;
}

/** When the next reply is due (ms), for scheduling a timer; null when none is awaited. */
export function nextReplyDueAt(state: ChatState): number | null {
  return state.pending[0]?.dueAt ?? null;
}

function addUserMessage(state: ChatState, text: string, now: number, delayMs: number): ChatState {
  const message: ChatMessage = { id: String(state.nextId), text, sender: "user", timestamp: now };
  return {
    ...state,
    messages: [...state.messages, message],
    pending: [...state.pending, { question: text, dueAt: now + delayMs }],
    nextId: state.nextId + 1,
  };
}

/** Dependencies of the chat reducer: `replyFor` maps a user message to the canned answer. */
export interface ChatDeps {
  replyFor: (text: string) => string;
}

/**
 * Builds the chat reducer. send (trimmed; blank ignored) and quick append a user message and
 * queue a reply due 1.5 s / 1 s later; botReply delivers the oldest queued reply once it is due.
 */
export function createChatReducer({ replyFor }: ChatDeps): (state: ChatState, action: ChatAction) => ChatState {
  return (state, action) => {
    switch (action.type) {
      case "open":
        return state.open ? state : { ...state, open: true };
      case "close":
        return state.open ? { ...state, open: false } : state;
      case "toggle":
        return { ...state, open: !state.open };
      case "send":
        if (!canSend(action.text)) return state;
        return addUserMessage(state, action.text.trim(), action.now, TYPED_REPLY_DELAY_MS);
      case "quick":
        return addUserMessage(state, action.text, action.now, QUICK_REPLY_DELAY_MS);
      case "botReply": {
        const [head, ...rest] = state.pending;
        if (head === undefined || action.now < head.dueAt) return state;
        const reply: ChatMessage = {
          id: String(state.nextId),
          text: replyFor(head.question),
          sender: "bot",
          timestamp: action.now,
        };
        return { ...state, messages: [...state.messages, reply], pending: rest, nextId: state.nextId + 1 };
      }
    }
  };
}
