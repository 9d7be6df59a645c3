// Blog article: natural fertility boost methods (15 Mar 2025, 8 min).
import type { BlogArticle } from "../types";

/** Article: evidence-based natural ways to support fertility. */
export const naturalFertilityBoostMethods: BlogArticle = {
  id: 1,
  slug: "natural-fertility-boost-methods",
  title: "Natural Fertility Boost Methods: What Actually Helps",
  excerpt:
    "Timing, nutrition, supplements, sleep and stress: the natural steps with real evidence behind them, and the ones that are mostly hype.",
  description:
    "Evidence-based natural fertility methods: the 6-day fertile window, folic acid and other supplements, diet, weight, sleep and when to see a doctor.",
  date: "2025-03-15",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Fertility",
  readTime: 8,
  keywords: [
    "natural fertility methods",
    "boost fertility naturally",
    "fertile window",
    "fertility supplements",
    "trying to conceive tips",
  ],
  promotes: "fertility",
  sections: [
    {
      heading: "Start with realistic expectations",
      paragraphs: [
        "It's easy to assume that pregnancy should happen the first month you try. In reality, even for healthy couples with no fertility problems, conception takes time. Roughly 30% of couples conceive in the first month, about 60% within three months, 80% within six months and 85% within a year.",
        "Knowing these numbers matters, because the monthly wait can feel like failure when it's actually normal. The natural methods below are about giving each cycle its best chance, not about forcing a result.",
      ],
      notice:
        "Infertility is defined as not conceiving after 12 months of regular unprotected sex, or 6 months if the woman is 35 or older. If that applies to you, see your doctor rather than trying more methods on your own.",
    },
    {
      heading: "Timing: the most powerful natural method",
      paragraphs: [
        "Pregnancy is only possible during a fertile window of about 6 days each cycle: the five days before ovulation and ovulation day itself. Sperm can survive in fertile cervical mucus for up to five days, while an egg survives for around 12 to 24 hours after release. That's why sex in the two or three days before ovulation gives the highest chance of conception.",
        "You don't need to pinpoint the exact hour. Having sex every one to two days during the fertile window works well, and many couples find that simply having sex two or three times a week throughout the cycle covers the window without turning intimacy into a schedule.",
      ],
      bullets: [
        "Cervical mucus: clear, slippery, stretchy mucus signals that ovulation is near.",
        "Ovulation (LH) tests: a positive result usually means ovulation in the next 24-36 hours.",
        "Basal body temperature: a sustained rise of about 0.2-0.5 °C confirms ovulation has happened, which helps you learn your pattern over several cycles.",
        "Cycle apps: useful as a diary, but predictions based on calendar averages are often a few days off for people with irregular cycles.",
      ],
    },
    {
      heading: "Nutrition and a healthy weight",
      paragraphs: [
        "There's no single fertility superfood, but an overall eating pattern rich in vegetables, fruit, whole grains, legumes, fish and healthy fats such as olive oil is consistently linked with better fertility in both partners. Highly processed foods, sugary drinks and large amounts of trans fats are linked with poorer outcomes.",
        "Weight has a clear effect. Being significantly under- or overweight can disrupt ovulation, and in men obesity is associated with lower sperm quality. For people who are overweight, losing even 5-10% of body weight can help restore regular ovulation.",
      ],
    },
    {
      heading: "Supplements worth discussing with your doctor",
      paragraphs: [
        "Folic acid is the one supplement every woman trying to conceive should take. A daily dose of 400-800 mcg, started at least a month before conception, lowers the risk of neural tube defects such as spina bifida. Some people, for example those with diabetes or a previous affected pregnancy, need a higher dose prescribed by a doctor.",
        "Other supplements have more limited evidence. Vitamin D (often 1000-2000 IU a day) may be worth taking if your levels are low, which is common in winter or if you spend little time outdoors. Omega-3 fatty acids (around 1000 mg a day) support general health, and CoQ10 (100-300 mg a day) has been studied for egg and sperm quality with early but encouraging results.",
      ],
      notice:
        "More is not better with supplements. High doses of vitamin A, for example, can harm a developing baby. Check any supplement with your doctor or pharmacist, especially if you take other medication.",
    },
    {
      heading: "Sleep, stress and everyday habits",
      paragraphs: [
        "Aim for 7-9 hours of sleep a night. Short or irregular sleep affects the hormones that regulate appetite, blood sugar and reproduction, and shift work has been linked with more irregular cycles.",
        "Stress doesn't cause infertility on its own, but trying to conceive is stressful, and high stress makes it harder to sleep well, eat well and enjoy sex. Gentle exercise, time outdoors, talking to your partner and, if needed, counselling all help.",
        "The habits with the clearest negative effect are smoking (in either partner), heavy drinking and recreational drugs. Keep caffeine moderate, to around 200 mg a day (about two cups of coffee), and avoid hot tubs and laptops on the lap for the male partner, because heat reduces sperm production.",
      ],
    },
    {
      heading: "Don't forget the male partner",
      paragraphs: [
        "Male factors contribute to a large share of fertility difficulties, yet advice often focuses only on women. Sperm take around 70-90 days to develop, so the changes a man makes today affect the sperm available in about three months.",
        "The same foundations apply: stop smoking, limit alcohol, reach a healthy weight, exercise regularly, sleep well and keep the testes cool. If you've been trying for a year, or six months when the female partner is 35 or older, a semen analysis is a simple, non-invasive first test.",
      ],
    },
  ],
};
