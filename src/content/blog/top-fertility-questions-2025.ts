// Blog article: top 10 fertility questions of 2025, with search-volume badges.
import type { BlogArticle } from "../types";

/** Article: the ten most-searched fertility questions, answered. */
export const topFertilityQuestions2025: BlogArticle = {
  id: 12,
  slug: "top-fertility-questions-2025",
  title: "Top 10 Fertility Questions of 2025, Answered",
  excerpt:
    "The ten fertility questions people search for most, answered clearly and carefully: timing, ovulation, supplements, age, stress and when to get help.",
  description:
    "Answers to the 10 most-searched fertility questions of 2025: how long conception takes, the fertile window, ovulation signs, supplements, age, stress and male fertility.",
  date: "2025-09-08",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Q&A",
  readTime: 12,
  keywords: [
    "fertility questions",
    "how long does it take to get pregnant",
    "when am I most fertile",
    "signs of ovulation",
    "fertility FAQ 2025",
  ],
  promotes: "fertility",
  sections: [
    {
      heading: "The questions everyone is asking",
      paragraphs: [
        "Every month, hundreds of thousands of people type the same fertility questions into search engines, often late at night and often after a disappointing test. We looked at the questions searched most often in 2025 and answered each one as clearly and carefully as we could.",
        "Each card shows roughly how many searches the question receives each month, so you can see that you're far from alone in asking it.",
      ],
    },
    {
      heading: "How we answered",
      paragraphs: [
        "Our answers are based on clinical guidelines and peer-reviewed research. Where evidence is strong, we say so; where it's limited or mixed, we say that too. We avoid quick fixes and miracle claims.",
        "These answers are general education. Your own situation may be different, so use them to prepare questions for your doctor rather than as a replacement for medical advice.",
      ],
      notice: "Search volumes are approximate monthly estimates from keyword-research tools and vary by month and region.",
    },
    {
      heading: "The key takeaways",
      paragraphs: [
        "If you remember only a few things, make them these: conception usually takes a few months, the 6-day fertile window is what matters most for timing, folic acid should start before pregnancy, and both partners' health counts.",
        "Just as important is knowing when to stop waiting. If you've been trying for 12 months, or 6 months if the woman is 35 or older, it's time to see a doctor together.",
      ],
    },
    {
      heading: "Where to go next",
      paragraphs: [
        "Our guide, The Science of Natural Fertility & Gender Selection, answers more than 100 questions in depth, with checklists for each stage of trying to conceive. You'll also find more free articles on our blog.",
      ],
    },
  ],
  qa: [
    {
      id: "tfq-how-long",
      question: "How long does it take to get pregnant?",
      answer:
        "For couples without a fertility problem, about 30% conceive in the first month, 60% within three months, 80% within six months and 85% within a year. A few months without success is normal.",
      icon: "Clock",
      searchVolume: "90.5K/mo",
    },
    {
      id: "tfq-most-fertile",
      question: "When am I most fertile?",
      answer:
        "During the 6-day fertile window: the five days before ovulation and ovulation day. The two or three days before ovulation carry the highest chance of conception.",
      icon: "CalendarDays",
      searchVolume: "74K/mo",
    },
    {
      id: "tfq-increase-chances",
      question: "How can I increase my chances of getting pregnant?",
      answer:
        "Have sex every 1-2 days during the fertile window, take folic acid, aim for a healthy weight, stop smoking, limit alcohol, and sleep 7-9 hours. These steps help both partners.",
      icon: "TrendingUp",
      searchVolume: "60.5K/mo",
    },
    {
      id: "tfq-ovulation-signs",
      question: "What are the signs of ovulation?",
      answer:
        "Clear, stretchy cervical mucus, a positive LH ovulation test, sometimes mild one-sided pelvic pain, and a small rise in basal body temperature after ovulation has happened.",
      icon: "Thermometer",
      searchVolume: "49.5K/mo",
    },
    {
      id: "tfq-period",
      question: "Can you get pregnant on your period?",
      answer:
        "It's unlikely but possible, especially with short cycles: sperm can survive up to five days, so sex late in a period can overlap with an early fertile window.",
      icon: "Droplets",
      searchVolume: "40.5K/mo",
    },
    {
      id: "tfq-supplements",
      question: "Which supplements help fertility?",
      answer:
        "Folic acid (400-800 mcg a day) is recommended for everyone trying to conceive. Vitamin D (1000-2000 IU if levels are low), omega-3 (about 1000 mg) and CoQ10 (100-300 mg) are commonly discussed with more limited evidence. Check with your doctor first.",
      icon: "Pill",
      searchVolume: "33.1K/mo",
    },
    {
      id: "tfq-age",
      question: "How does age affect fertility?",
      answer:
        "Female fertility declines gradually from the early 30s and more quickly after 35, as egg numbers and quality fall. Male fertility declines more slowly. That's why the advice is to see a doctor after 6 months of trying if you're 35 or older.",
      icon: "Hourglass",
      searchVolume: "27.1K/mo",
    },
    {
      id: "tfq-see-doctor",
      question: "When should I see a doctor about infertility?",
      answer:
        "After 12 months of regular unprotected sex without pregnancy, or 6 months if the woman is 35 or older. Go sooner if periods are irregular or absent or if either partner has a known health issue.",
      icon: "Stethoscope",
      searchVolume: "22.2K/mo",
    },
    {
      id: "tfq-stress",
      question: "Can stress stop you from getting pregnant?",
      answer:
        "Everyday stress is unlikely to prevent pregnancy on its own, but severe stress can disrupt cycles and it affects sleep, libido and relationships. Looking after your wellbeing is worthwhile for its own sake.",
      icon: "Brain",
      searchVolume: "18.1K/mo",
    },
    {
      id: "tfq-male",
      question: "How does male fertility affect conception?",
      answer:
        "Male factors are involved in a large share of fertility difficulties. Sperm take about three months to develop, so stopping smoking, limiting alcohol, keeping a healthy weight and avoiding heat help. A semen analysis is a simple first test.",
      icon: "Users",
      searchVolume: "14.8K/mo",
    },
  ],
  ctas: [
    { label: "Get the Complete Guide", href: "/checkout" },
    { label: "Read More Articles", href: "/blog" },
  ],
};
