// Scripted support chat: greeting, five canned answers, quick questions and the fallback.
import { guides, supportEmail, trustClaims } from "./site";
import type { ChatAnswer } from "./types";

/** First bot message of every conversation. */
export const chatGreeting =
  "Hi there! 👋 I'm the Natural Fertility Guides assistant. Ask me about our guides, pricing, downloads or our money-back guarantee.";

/** The five canned answers, checked in order; the first whose keyword appears wins. */
export const chatAnswers: ChatAnswer[] = [
  {
    id: "price",
    keywords: ["price", "cost", "how much", "expensive", "discount", "coupon"],
    reply: `Each guide is a one-time purchase with no subscription. The price for your country is shown on the checkout page before you pay, and tax is shown there too. Payment is protected by ${trustClaims.ssl} encryption and you can pay with ${trustClaims.paymentMethods.join(", ")}. If you have a discount code, you can apply it at checkout.`,
  },
  {
    id: "refund",
    keywords: ["refund", "guarantee", "money back", "money-back", "cancel", "return"],
    reply: `Every guide comes with a ${trustClaims.guaranteeDays}-day money-back guarantee. If the guide isn't right for you, e-mail ${supportEmail} within ${trustClaims.guaranteeDays} days of purchase with your order e-mail address and we'll refund you in full. No complicated forms.`,
  },
  {
    id: "download",
    keywords: ["download", "access", "pdf", "link", "login", "log in", "email"],
    reply: `Right after payment you'll see your download link on the confirmation page, and we also e-mail it to you. If the e-mail hasn't arrived within a few minutes, check your spam or promotions folder. Still missing? Write to ${supportEmail} and we'll resend it.`,
  },
  {
    id: "gender",
    keywords: ["gender", "boy", "girl", "sex of", "sway", "shettles"],
    reply: `"${guides.fertility.title}" explains what research says about natural gender-swaying approaches such as timing and diet. To be clear: the natural odds are about 50/50, and no natural method can guarantee a boy or a girl. The guide helps you understand the evidence and set realistic expectations, and we always recommend talking to your healthcare provider.`,
  },
  {
    id: "delivery",
    keywords: ["shipping", "ship", "delivery", "deliver", "format", "printed", "paperback", "kindle", "device"],
    reply:
      "There's nothing to ship: our guides are digital PDFs delivered instantly after purchase. They open on phones, tablets and computers, and you're welcome to print a copy for personal use.",
  },
];

/** Suggested questions; the chat shows the first 2 while only the greeting is visible. */
export const quickQuestions: string[] = [
  "How much does the guide cost?",
  "How do I download my guide?",
  "What is your refund guarantee?",
  "Can the guide help us have a boy or a girl?",
  "Is there any shipping, or what format is it?",
];

/** Reply used when no keyword matches. */
export const chatFallback = `Thanks for your question! I don't have a ready answer for that one. Please e-mail our support team at ${supportEmail} and we'll reply within 24 hours.`;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Keywords match at the start of a word, so "refunds" matches "refund" but "buoy" never matches "boy".
const matchers = chatAnswers.map((answer) => ({
  reply: answer.reply,
  patterns: answer.keywords.map((keyword) => new RegExp(`\\b${escapeRegExp(keyword)}`, "i")),
}));

/** Canned reply for a visitor's message: the first matching answer, otherwise the fallback. */
export function replyFor(text: string): string {
  const match = matchers.find(({ patterns }) => patterns.some((pattern) => pattern.test(text)));
  return match ? match.reply : chatFallback;
}
