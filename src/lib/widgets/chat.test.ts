import { describe, it, expect } from "vitest";
import {
  canSend,
  createChatReducer,
  initChat,
  isSendKey,
  isTyping,
  nextReplyDueAt,
  visibleQuickQuestions,
  QUICK_REPLY_DELAY_MS,
  TYPED_REPLY_DELAY_MS,
  type ChatAction,
  type ChatState,
} from "./chat";

const GREETING = "Hi! How can I help?";
const QUESTIONS = ["Q1?", "Q2?", "Q3?", "Q4?", "Q5?"];
const reduce = createChatReducer({ replyFor: (text) => `re: ${text}` });
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(reduce, state);

describe("chat", () => {
  const t0 = 10_000;

  it("uses the specified delays", () => {
    expect(TYPED_REPLY_DELAY_MS).toBe(1_500);
    expect(QUICK_REPLY_DELAY_MS).toBe(1_000);
  });

  it("starts closed with only the greeting", () => {
    const s = initChat(GREETING, t0);
    expect(s.open).toBe(false);
    expect(s.messages).toEqual([{ id: "1", text: GREETING, sender: "bot", timestamp: t0 }]);
    expect(isTyping(s)).toBe(false);
    expect(nextReplyDueAt(s)).toBeNull();
  });

  it("opens, closes and toggles", () => {
    const s = initChat(GREETING, t0);
    expect(run(s, { type: "open" }).open).toBe(true);
    expect(run(s, { type: "open" }, { type: "close" }).open).toBe(false);
    expect(run(s, { type: "toggle" }).open).toBe(true);
    expect(run(s, { type: "toggle" }, { type: "toggle" }).open).toBe(false);
  });

  it("refuses blank input", () => {
    expect(canSend("")).toBe(false);
    expect(canSend("   \n\t")).toBe(false);
    expect(canSend(" a ")).toBe(true);
    const s = initChat(GREETING, t0);
    expect(reduce(s, { type: "send", text: "   ", now: t0 })).toBe(s);
  });

  it("sends on Enter without Shift", () => {
    expect(isSendKey("Enter", false)).toBe(true);
    expect(isSendKey("Enter", true)).toBe(false);
    expect(isSendKey("a", false)).toBe(false);
  });

  it("shows the first two quick questions only while just the greeting is there", () => {
    const s = initChat(GREETING, t0);
    expect(visibleQuickQuestions(s, QUESTIONS)).toEqual(["Q1?", "Q2?"]);
    expect(visibleQuickQuestions(s, ["only"])).toEqual(["only"]);
    const after = reduce(s, { type: "send", text: "hello", now: t0 });
    expect(visibleQuickQuestions(after, QUESTIONS)).toEqual([]);
  });

  it("answers a typed message after 1 500 ms, not 1 499 ms", () => {
    let s = run(initChat(GREETING, t0), { type: "send", text: "  price?  ", now: t0 });
    expect(s.messages[1]).toEqual({ id: "2", text: "price?", sender: "user", timestamp: t0 });
    expect(isTyping(s)).toBe(true);
    expect(nextReplyDueAt(s)).toBe(t0 + 1_500);
    const early = reduce(s, { type: "botReply", now: t0 + 1_499 });
    expect(early).toBe(s);
    s = reduce(s, { type: "botReply", now: t0 + 1_500 });
    expect(s.messages[2]).toEqual({ id: "3", text: "re: price?", sender: "bot", timestamp: t0 + 1_500 });
    expect(isTyping(s)).toBe(false);
  });

  it("answers a quick question after 1 000 ms, not 999 ms", () => {
    const s = run(initChat(GREETING, t0), { type: "quick", text: "Q1?", now: t0 });
    expect(s.messages.map((m) => m.sender)).toEqual(["bot", "user"]);
    expect(reduce(s, { type: "botReply", now: t0 + 999 }).messages).toHaveLength(2);
    const answered = reduce(s, { type: "botReply", now: t0 + 1_000 });
    expect(answered.messages[2]?.text).toBe("re: Q1?");
  });

  it("ignores botReply with nothing awaited", () => {
    const s = initChat(GREETING, t0);
    expect(reduce(s, { type: "botReply", now: t0 + 99_999 })).toBe(s);
  });

  it("answers several pending messages in order, one per botReply, with unique ids", () => {
    let s = run(initChat(GREETING, t0), { type: "send", text: "a", now: t0 }, { type: "quick", text: "b", now: t0 + 100 });
    expect(nextReplyDueAt(s)).toBe(t0 + 1_500);
    s = reduce(s, { type: "botReply", now: t0 + 1_500 });
    expect(isTyping(s)).toBe(true);
    expect(nextReplyDueAt(s)).toBe(t0 + 1_100);
    s = reduce(s, { type: "botReply", now: t0 + 1_600 });
    expect(s.messages.map((m) => m.text)).toEqual([GREETING, "a", "b", "re: a", "re: b"]);
    expect(new Set(s.messages.map((m) => m.id)).size).toBe(5);
    expect(isTyping(s)).toBe(false);
  });

  it("does not mutate the previous state", () => {
    const s = initChat(GREETING, t0);
    const snapshot = structuredClone(s);
    run(s, { type: "send", text: "x", now: t0 }, { type: "toggle" });
    expect(s).toEqual(snapshot);
  });
});
