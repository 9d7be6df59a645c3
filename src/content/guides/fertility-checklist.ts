import { guideDisclaimer, type GuideBlock } from "./types";

/** The free lead magnet of the exit-intent popup: public/downloads/fertility-checklist.pdf. */
export const fertilityChecklist: GuideBlock[] = [
  { style: "title", text: "Your Free Fertility Checklist" },
  { text: "The habits, timing and supplements worth discussing with your doctor in the months before you conceive." },
  guideDisclaimer,
  { style: "heading", text: "Timing" },
  { style: "bullet", text: "[ ] Track three cycles: first day of each period and cycle length." },
  { style: "bullet", text: "[ ] Learn your fertile window: the 5 days before ovulation and the day of it (6 days)." },
  { style: "bullet", text: "[ ] Watch for egg-white cervical mucus; consider LH ovulation tests." },
  { style: "bullet", text: "[ ] Plan intercourse every 1-2 days through the fertile window." },
  { style: "heading", text: "Nutrition and supplements" },
  { style: "bullet", text: "[ ] Folic acid 400-800 mcg daily, starting now." },
  { style: "bullet", text: "[ ] Vitamin D 1000-2000 IU daily (ask about a blood test)." },
  { style: "bullet", text: "[ ] Ask your doctor about CoQ10 (100-300 mg) and omega-3 (1000 mg)." },
  { style: "bullet", text: "[ ] Mediterranean-style meals: vegetables, whole grains, legumes, fish, olive oil." },
  { style: "heading", text: "Lifestyle" },
  { style: "bullet", text: "[ ] Sleep 7-9 hours a night." },
  { style: "bullet", text: "[ ] Stop smoking; keep alcohol low and caffeine under about 200 mg a day." },
  { style: "bullet", text: "[ ] Move most days; aim for a healthy weight." },
  { style: "bullet", text: "[ ] Partner: avoid heat (hot tubs, saunas); changes take about 3 months to show in sperm." },
  { style: "heading", text: "Check-ups" },
  { style: "bullet", text: "[ ] Pre-conception visit: medications, vaccinations, existing conditions." },
  {
    style: "bullet",
    text: "[ ] See a doctor after 12 months of trying (6 months if you are 35 or over), or sooner with irregular periods.",
  },
  guideDisclaimer,
];
