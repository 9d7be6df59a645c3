import { guideDisclaimer, type GuideBlock } from "./types";
import { guides } from "../site";

/** The fertility and gender-selection guide (a summary edition, delivered as the seeded PDF). */
export const fertilityGuide: GuideBlock[] = [
  { style: "title", text: guides.fertility.title },
  { text: "A practical, evidence-based guide for couples trying to conceive naturally." },
  guideDisclaimer,

  { style: "heading", text: "1. How conception works" },
  {
    text:
      "Each cycle, one egg is released at ovulation and lives for about 12 to 24 hours. Sperm can survive in fertile cervical mucus " +
      "for up to five days. Together these make a fertile window of about 6 days: the five days before ovulation and the day of it.",
  },
  {
    text:
      "For healthy couples having regular intercourse, conception rates are roughly 30% in the first month, 60% within 3 months, " +
      "80% within 6 months and 85% within 12 months. Infertility is defined as 12 months of trying without success, or 6 months " +
      "for women aged 35 and over. If you reach that point, see a doctor: many causes are simple to check and treat.",
  },

  { style: "heading", text: "2. Finding your fertile window" },
  { style: "bullet", text: "Cycle tracking: note the first day of each period for three months to learn your usual cycle length." },
  { style: "bullet", text: "Cervical mucus: clear, slippery, stretchy mucus (like raw egg white) appears in the days before ovulation." },
  { style: "bullet", text: "Ovulation predictor kits: a positive LH test usually means ovulation within the next 24 to 36 hours." },
  { style: "bullet", text: "Basal body temperature: a sustained rise of about 0.2-0.5 C confirms that ovulation has already happened." },
  {
    text:
      "Combining two signs (mucus and LH tests, for example) gives a much clearer picture than any one alone. Intercourse every " +
      "one to two days through the fertile window is the simplest, best-supported approach.",
  },

  { style: "heading", text: "3. Nutrition and supplements" },
  {
    text:
      "A Mediterranean-style diet - vegetables, fruit, whole grains, legumes, olive oil, fish and nuts - is linked with better " +
      "fertility in both partners. Limit highly processed foods, trans fats and sugary drinks.",
  },
  { style: "bullet", text: "Folic acid 400-800 mcg daily, started at least one month before conception (reduces neural tube defects)." },
  { style: "bullet", text: "Vitamin D 1000-2000 IU daily, especially with little sun exposure; ask for a blood test if unsure." },
  { style: "bullet", text: "CoQ10 100-300 mg daily is studied for egg and sperm quality, particularly over 35." },
  { style: "bullet", text: "Omega-3 (EPA/DHA) around 1000 mg daily, from supplements or two portions of oily fish a week." },
  { text: "Supplements are not a substitute for a balanced diet; check doses and interactions with your doctor or pharmacist." },

  { style: "heading", text: "4. Lifestyle foundations" },
  { style: "bullet", text: "Sleep 7-9 hours a night: irregular sleep disturbs the hormones that regulate ovulation." },
  { style: "bullet", text: "Aim for a healthy weight: both underweight and obesity lengthen the time to conception." },
  { style: "bullet", text: "Move most days, but avoid extreme endurance training while trying to conceive." },
  { style: "bullet", text: "Stop smoking, keep alcohol low, and keep caffeine under about 200 mg a day." },
  {
    style: "bullet",
    text: "For men: avoid hot tubs, saunas and laptops on the lap; sperm take about 74 days to mature, so changes need time.",
  },

  { style: "heading", text: "5. What research says about gender selection" },
  {
    text:
      "The sex of a baby is set by the sperm: X-bearing sperm give a girl, Y-bearing sperm a boy. Natural odds are about 50/50, " +
      "with slightly more boys born worldwide (about 105 boys per 100 girls).",
  },
  {
    text:
      "Popular natural methods - the Shettles method (timing intercourse close to ovulation for a boy, two to three days before " +
      "for a girl), diet-based approaches and pH changes - are based on small or older studies. Larger, well-controlled studies " +
      "have not shown that timing reliably changes the odds. Treat these methods as a hopeful experiment, never a guarantee.",
  },
  {
    text:
      "The only reliable ways to choose a baby's sex are medical (IVF with embryo testing), which are regulated differently in " +
      "each country and raise ethical questions worth discussing with a specialist.",
  },

  { style: "heading", text: "6. A 6-month plan" },
  { style: "bullet", text: "Months 1-2, foundation: start folic acid, track your cycle, improve diet and sleep, cut alcohol and smoking." },
  { style: "bullet", text: "Months 3-4, optimisation: add LH tests, time intercourse through the fertile window, review supplements." },
  {
    style: "bullet",
    text: "Months 5-6, advanced integration: refine timing with two signs, manage stress, and book a check-up if needed.",
  },

  { style: "heading", text: "7. When to see a doctor" },
  {
    text:
      "See a healthcare provider after 12 months of trying (6 months if 35 or over), or sooner with irregular or absent periods, " +
      "known endometriosis or PCOS, previous pelvic infections, two or more miscarriages, or a known sperm problem.",
  },
  guideDisclaimer,
];
