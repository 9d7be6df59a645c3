// Blog article: natural fertility methods 2025 (1 Jan 2025, 8 min, research team, custom FAQ).
import type { BlogArticle } from "../types";

/** Article: the 2025 evidence round-up of natural fertility methods (featured on the blog index). */
export const naturalFertilityMethods2025: BlogArticle = {
  id: 3,
  slug: "natural-fertility-methods-2025",
  title: "Natural Fertility Methods 2025: The Complete Evidence-Based Guide",
  excerpt:
    "Our research team's 2025 round-up of natural fertility methods: what the latest evidence says about timing, nutrition, supplements, sleep and lifestyle.",
  description:
    "Natural fertility methods for 2025, reviewed by our research team: fertile-window timing, conception rates, supplement doses, lifestyle and when to see a doctor.",
  date: "2025-01-01",
  author: { name: "Research Team", kind: "organization" },
  category: "Research",
  readTime: 8,
  keywords: [
    "natural fertility methods 2025",
    "natural fertility methods pdf",
    "how to get pregnant naturally",
    "fertility supplements dosage",
    "fertile window",
  ],
  promotes: "fertility",
  featured: true,
  sections: [
    {
      heading: "What's changed for 2025",
      paragraphs: [
        "The fundamentals of natural fertility haven't changed: ovulation timing, good nutrition, a healthy weight and avoiding smoking still matter most. What has changed is the amount of tracking technology available and the volume of conflicting advice online.",
        "Our research team reviewed clinical guidelines and recent studies to separate what is well supported from what is still speculative. This article summarises the essentials; our full guide goes deeper into each area with checklists and plans.",
      ],
    },
    {
      heading: "Know the numbers",
      paragraphs: [
        "For couples without a known fertility problem, conception is a matter of probability each month. About 30% conceive in the first month, 60% within three months, 80% within six months and 85% within twelve months.",
        "Infertility is defined as not conceiving after 12 months of regular unprotected sex, or after 6 months when the woman is 35 or older. These thresholds exist so that couples who need help get it without unnecessary delay: age is the single biggest factor in female fertility, and time matters.",
      ],
    },
    {
      heading: "Timing the fertile window",
      paragraphs: [
        "The fertile window lasts 6 days: the five days before ovulation plus ovulation day. The highest chances are in the two to three days before ovulation, when sperm are already waiting as the egg is released.",
        "In 2025 the most practical approach combines an ovulation (LH) test kit with observing cervical mucus. Wearable temperature trackers and apps can help you spot patterns over several cycles, but calendar-only predictions are unreliable if your cycle varies by more than a few days.",
      ],
      bullets: [
        "Have sex every 1-2 days once fertile mucus appears or the LH test turns positive.",
        "Don't abstain for long stretches to 'save up' sperm: frequent ejaculation keeps sperm quality good.",
        "Avoid lubricants that aren't labelled sperm-friendly.",
      ],
    },
    {
      heading: "Nutrition and supplements",
      paragraphs: [
        "A Mediterranean-style eating pattern, with plenty of vegetables, fruit, whole grains, legumes, fish, nuts and olive oil, is the best-supported dietary approach for both partners.",
        "Supplement doses commonly discussed for people trying to conceive are: folic acid 400-800 mcg a day (recommended for everyone planning a pregnancy), vitamin D 1000-2000 IU a day (especially if blood levels are low), omega-3 around 1000 mg a day, and CoQ10 100-300 mg a day, which has early evidence for egg and sperm quality.",
      ],
      notice:
        "These are general ranges, not prescriptions. Ask your doctor or pharmacist which supplements suit you, particularly if you have a medical condition or take medication.",
    },
    {
      heading: "Lifestyle foundations",
      paragraphs: [
        "Sleep 7-9 hours a night, stay active with moderate exercise, and keep alcohol and caffeine low. Stopping smoking is the single most effective lifestyle change for both partners.",
        "Stress management is worth attention too. It won't by itself cause or cure infertility, but it affects sleep, libido and relationships, all of which make trying to conceive harder.",
      ],
    },
  ],
  qa: [
    {
      id: "nfm25-how-soon",
      question: "How soon should we expect results from natural methods?",
      answer:
        "Most couples who conceive naturally do so within six months, and about 85% within a year. Lifestyle changes take time to show: sperm take around three months to develop and eggs mature over a similar period, so give changes at least three cycles.",
      icon: "Clock",
    },
    {
      id: "nfm25-apps",
      question: "Are fertility apps accurate?",
      answer:
        "Apps are useful diaries, but calendar-based predictions can be several days off. Pair an app with ovulation tests or cervical-mucus observations for a more accurate fertile window.",
      icon: "CalendarDays",
    },
    {
      id: "nfm25-supplements",
      question: "Do we both need supplements?",
      answer:
        "Folic acid is recommended for the woman. For the male partner, a balanced diet comes first; some men take antioxidants or CoQ10, but discuss this with a doctor first.",
      icon: "Pill",
    },
    {
      id: "nfm25-doctor",
      question: "When should we stop trying on our own?",
      answer:
        "See a doctor after 12 months of trying, or 6 months if the woman is 35 or older, and straight away if you know of a condition that could affect fertility.",
      icon: "Stethoscope",
    },
  ],
};
