// Blog article: natural fertility methods, 2024 edition (kept on the blog index).
import type { BlogArticle } from "../types";

/** Article: the 2024 edition of the natural fertility methods round-up. */
export const naturalFertilityMethods2024: BlogArticle = {
  id: 7,
  slug: "natural-fertility-methods-2024",
  title: "Natural Fertility Methods 2024: Back to Basics",
  excerpt:
    "Our 2024 edition: the core natural fertility methods that stand the test of time, from cycle tracking to sleep, and the myths worth ignoring.",
  description:
    "The 2024 edition of our natural fertility methods guide: cycle tracking, the 6-day fertile window, diet, supplements, common myths and when to get help.",
  date: "2024-01-15",
  author: { name: "Research Team", kind: "organization" },
  category: "Fertility",
  readTime: 8,
  keywords: ["natural fertility methods 2024", "cycle tracking", "fertility myths", "how to conceive naturally", "preconception health"],
  promotes: "fertility",
  sections: [
    {
      heading: "Why basics beat gadgets",
      paragraphs: [
        "Every year brings new fertility apps, wearables and supplements. Some are genuinely useful, but none replaces the basics: understanding your cycle, looking after your general health, and having regular sex during the fertile window.",
        "This 2024 edition focuses on those fundamentals. Our 2025 edition builds on it with updated guidance and regional advice for the US, UK and Australia.",
      ],
    },
    {
      heading: "Learning your cycle",
      paragraphs: [
        "A menstrual cycle runs from the first day of one period to the day before the next. Cycles between 21 and 35 days are considered normal, and ovulation usually happens about 12 to 16 days before the next period starts, not necessarily on day 14.",
        "Keeping a simple record for two or three cycles, noting period days, cervical mucus and ovulation test results, will tell you more about your own timing than any average. The fertile window is the 6 days ending on ovulation day.",
      ],
      bullets: [
        "Day 1 is the first day of full bleeding, not spotting.",
        "Fertile mucus looks like raw egg white: clear and stretchy.",
        "A positive LH test usually means ovulation within 24-36 hours.",
      ],
    },
    {
      heading: "Myths worth ignoring",
      paragraphs: [
        "Lying with your legs in the air after sex doesn't improve your chances: sperm reach the cervix within minutes. Specific sexual positions don't matter either. Nor do you need to have sex exactly on ovulation day; the days before are at least as fertile.",
        "Stress alone is rarely the reason a healthy couple hasn't conceived, and 'just relax' is unhelpful advice. Equally, no supplement or 'fertility tea' has been shown to work miracles.",
      ],
    },
    {
      heading: "Foundations for both partners",
      paragraphs: [
        "Take folic acid (400-800 mcg a day) from at least a month before trying. Eat a varied diet rich in plants, fish and whole grains, aim for a healthy weight, and sleep 7-9 hours a night. Vitamin D (1000-2000 IU if levels are low), omega-3 (around 1000 mg) and CoQ10 (100-300 mg) are worth discussing with your doctor.",
        "Stop smoking, keep alcohol low and caffeine moderate. Men should avoid overheating the testes, since sperm production is sensitive to heat.",
      ],
    },
    {
      heading: "Knowing when to ask for help",
      paragraphs: [
        "About 85% of couples conceive within a year. If you haven't after 12 months of trying, or 6 months if the woman is 35 or older, see a doctor. Both partners should be assessed, because male and female factors are equally likely to be involved.",
        "Getting checked isn't giving up on natural conception. Many issues found early, such as irregular ovulation or a thyroid problem, are simple to treat.",
      ],
    },
  ],
};
