// The five-question FAQ accordion shared by every blog article.
import type { BlogFaqItem } from "./types";

/** Shared blog FAQ: infertility, gender selection, effectiveness, lifestyle changes, safety. */
export const blogFaq: BlogFaqItem[] = [
  {
    id: "infertility",
    question: "When is it considered infertility, and when should we see a doctor?",
    answer:
      "Infertility is usually defined as not conceiving after 12 months of regular unprotected sex, or after 6 months if the woman is 35 or older. You don't have to wait that long if you already know of a possible issue, such as very irregular or absent periods, known endometriosis, previous pelvic infection, or a history of testicular problems. A first appointment with your doctor is straightforward and can include blood tests, a semen analysis and a conversation about your history.",
  },
  {
    id: "gender-selection",
    question: "Can natural methods choose our baby's gender?",
    answer:
      "No natural method can guarantee a boy or a girl. Each pregnancy has roughly a 50/50 chance of either sex, decided by whether an X- or Y-bearing sperm fertilises the egg. Approaches such as timing intercourse, diet or pH changes are popular, but the research behind them is limited and mixed. Our guide explains what has been studied and what has not, so you can set realistic expectations.",
  },
  {
    id: "effectiveness",
    question: "How effective are natural fertility methods?",
    answer:
      "The most reliable natural step is timing: having sex during the 6-day fertile window that ends on ovulation day. For couples without a fertility problem, about 30% conceive in the first month, 60% within 3 months, 80% within 6 months and 85% within 12 months. Healthy weight, not smoking, limiting alcohol and taking folic acid support these odds, but no method can promise a pregnancy in a given month.",
  },
  {
    id: "lifestyle",
    question: "Which lifestyle changes matter most?",
    answer:
      "The changes with the best evidence are stopping smoking, keeping alcohol low, reaching a healthy weight, staying active without overtraining, sleeping 7-9 hours a night and starting folic acid (400-800 mcg a day) before conception. Both partners count: sperm take around three months to develop, so changes made now by the male partner show up in later cycles.",
  },
  {
    id: "safety",
    question: "Are these methods and supplements safe?",
    answer:
      "Timing, diet and lifestyle changes are safe for most people. Supplements are different: doses above the usual ranges, herbal products and 'fertility blends' can interact with medicines or be unsuitable in pregnancy. Avoid douching or changing vaginal pH with home remedies, which can cause irritation and infection. Speak with your doctor or pharmacist before starting supplements, especially if you have a medical condition or take regular medication.",
  },
];
