// Landing-page FAQ: 14 questions in three categories, with the category tabs.
import type { FaqItem, FaqTab } from "./types";

/** FAQ category tabs, in display order; "all" shows every question. */
export const faqCategories: FaqTab[] = [
  { id: "all", label: "All" },
  { id: "fertility-basics", label: "Fertility Basics" },
  { id: "gender-selection", label: "Gender Selection" },
  { id: "intimacy", label: "Intimacy & Relationships" },
];

/** The 14 landing-page FAQ items. */
export const faqItems: FaqItem[] = [
  {
    id: "how-long-to-conceive",
    category: "fertility-basics",
    question: "How long does it usually take to get pregnant?",
    answer:
      "For couples without a fertility problem, about 30% conceive in the first month of trying, 60% within 3 months, 80% within 6 months and 85% within a year. Not conceiving in the first few months is common and usually not a sign that something is wrong.",
  },
  {
    id: "fertile-window",
    category: "fertility-basics",
    question: "What is the fertile window?",
    answer:
      "The fertile window is the 6 days of each cycle when sex can lead to pregnancy: the 5 days before ovulation and ovulation day itself. Sperm can survive for several days, while the egg lives for about a day, so sex in the 2-3 days before ovulation gives the best chance.",
  },
  {
    id: "track-ovulation",
    category: "fertility-basics",
    question: "How can I tell when I'm ovulating?",
    answer:
      "Common signs are clear, stretchy 'egg-white' cervical mucus and a positive ovulation (LH) test, which usually comes 24-36 hours before ovulation. A small rise in basal body temperature confirms ovulation afterwards. Using two of these together gives a clearer picture than any one alone.",
  },
  {
    id: "when-see-doctor",
    category: "fertility-basics",
    question: "When should we see a doctor?",
    answer:
      "See your doctor after 12 months of trying, or after 6 months if the woman is 35 or older. Go sooner if periods are very irregular or absent, if there's known endometriosis, pelvic infection or previous surgery, or if the male partner has a known health issue. Both partners should be assessed.",
  },
  {
    id: "supplements",
    category: "fertility-basics",
    question: "Which supplements are worth considering?",
    answer:
      "Folic acid (400-800 mcg a day) is recommended for anyone trying to conceive. Vitamin D (often 1000-2000 IU a day), omega-3 (about 1000 mg) and CoQ10 (100-300 mg) are commonly discussed, with more limited evidence. Ask your doctor or pharmacist before starting anything, particularly if you take medication.",
  },
  {
    id: "male-fertility",
    category: "fertility-basics",
    question: "Does the male partner's health matter?",
    answer:
      "Yes. Male factors play a part in around a third to a half of couples' fertility problems. Sperm take about three months to develop, so not smoking, limiting alcohol, keeping a healthy weight, sleeping 7-9 hours and avoiding overheating the testes all help over the following cycles.",
  },
  {
    id: "gender-odds",
    category: "gender-selection",
    question: "What are the natural odds of having a boy or a girl?",
    answer:
      "About 50/50 for every pregnancy. Slightly more boys than girls are born worldwide (roughly 105 boys per 100 girls), but for any individual couple the chance is close to even.",
  },
  {
    id: "gender-guarantee",
    category: "gender-selection",
    question: "Can a natural method guarantee our baby's gender?",
    answer:
      "No. No natural method, diet or timing approach can guarantee a boy or a girl, and anyone who promises otherwise is overselling. Our guide explains what the research does and does not show, so you can make informed choices with realistic expectations.",
  },
  {
    id: "shettles",
    category: "gender-selection",
    question: "Does the Shettles method work?",
    answer:
      "The Shettles method suggests timing sex close to ovulation for a boy and a few days earlier for a girl. Its ideas are widely popular, but later studies have not confirmed that timing shifts the odds in a meaningful way. It's harmless to try as long as it doesn't reduce your overall chance of conceiving.",
  },
  {
    id: "diet-gender",
    category: "gender-selection",
    question: "Can diet influence a baby's sex?",
    answer:
      "A few studies have linked mothers' diets before conception with the sex of the baby, but the findings are small and have been questioned by other researchers. Diet changes aimed at gender should never replace balanced nutrition or folic acid, and very restrictive diets can harm fertility.",
  },
  {
    id: "intimacy-pressure",
    category: "intimacy",
    question: "Trying to conceive has made sex feel like a chore. Is that normal?",
    answer:
      "Very normal. Scheduled sex, test results and monthly disappointment put pressure on both partners. Keeping some intimacy that has nothing to do with the fertile window, and talking openly about how each of you feels, helps many couples keep closeness alive.",
  },
  {
    id: "orgasm-fertility",
    category: "intimacy",
    question: "Does orgasm affect the chance of conception?",
    answer:
      "Orgasm is not required to conceive. Some researchers have suggested it may help sperm transport, but the evidence is limited. What matters more is that sex stays enjoyable and relaxed, which makes it easier to have regularly, including during the fertile window.",
  },
  {
    id: "intimacy-gap",
    category: "intimacy",
    question: "What is the 'intimacy gap'?",
    answer:
      "It's the difference between how satisfying sex is for each partner. Studies suggest 35-50% of women routinely do not orgasm during intercourse. Our intimacy guide explains why this happens and offers practical, communication-based ways to close the gap.",
  },
  {
    id: "talk-to-partner",
    category: "intimacy",
    question: "How do we talk about sex without it becoming an argument?",
    answer:
      "Choose a calm moment outside the bedroom, use 'I' statements, start with what you enjoy and ask open questions. Agree on a signal either of you can use to pause a conversation. If difficulties persist, a couples or sex therapist can help.",
  },
];
