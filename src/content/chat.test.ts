import { describe, expect, it } from "vitest";
import { chatAnswers, chatFallback, quickQuestions, replyFor } from "./chat";
import { supportEmail } from "./site";

function answer(id: string): string {
  const found = chatAnswers.find((a) => a.id === id);
  if (!found) throw new Error(`no chat answer ${id}`);
  return found.reply;
}

describe("replyFor", () => {
  it("has exactly five canned answers and five quick questions", () => {
    expect(chatAnswers).toHaveLength(5);
    expect(quickQuestions).toHaveLength(5);
  });

  it.each([
    ["What's the PRICE?", "price"],
    ["how much does it cost", "price"],
    ["Do you have a money-back guarantee?", "refund"],
    ["I want a refund", "refund"],
    ["I can't download my PDF", "download"],
    ["How do I access the guide", "download"],
    ["Can we choose a Boy?", "gender"],
    ["does it work for a girl", "gender"],
    ["How long is shipping?", "delivery"],
    ["what format is it in", "delivery"],
  ])("answers %j with the %s reply", (text, id) => {
    expect(replyFor(text)).toBe(answer(id));
  });

  it("reaches every answer from the quick questions", () => {
    const replies = new Set(quickQuestions.map(replyFor));
    for (const a of chatAnswers) expect(replies.has(a.reply)).toBe(true);
  });

  it("falls back to e-mail support with a 24-hour reply promise", () => {
    expect(replyFor("hello there")).toBe(chatFallback);
    expect(replyFor("")).toBe(chatFallback);
    expect(replyFor("is this a buoy")).toBe(chatFallback);
    expect(chatFallback).toContain(supportEmail);
    expect(chatFallback).toContain("24 hours");
  });
});
