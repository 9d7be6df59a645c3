// Blog article: boost fertility naturally, 10 strategies (24 Aug 2025, 10 min, by a doctor).
import type { BlogArticle } from "../types";

/** Article: ten doctor-reviewed strategies plus a 6-month timeline. */
export const boostFertilityNaturallyStrategies: BlogArticle = {
  id: 10,
  slug: "boost-fertility-naturally-strategies",
  title: "How to Boost Fertility Naturally: 10 Doctor-Recommended Strategies",
  excerpt:
    "Ten practical strategies across nutrition, lifestyle and planning, plus a six-month timeline to put them into practice without overwhelm.",
  description:
    "Ten doctor-recommended strategies to boost fertility naturally: nutrition, supplements, sleep, exercise, stress and timing, with a 6-month implementation timeline.",
  date: "2025-08-24",
  author: {
    name: "Dr. James Carter",
    kind: "person",
    credentials: "MD, Family Medicine",
  },
  category: "Fertility",
  readTime: 10,
  keywords: ["boost fertility naturally", "fertility strategies", "increase fertility naturally", "fertility diet", "preconception plan"],
  promotes: "fertility",
  sections: [
    {
      heading: "Why a strategy beats a shopping list",
      paragraphs: [
        "When couples start trying to conceive, the temptation is to buy every supplement and app at once. In my practice, the couples who do best are the ones who build a few solid habits and keep them going for months, because eggs and sperm both take around three months to mature.",
        "The ten strategies below are grouped into nutrition, lifestyle and integration. None of them is a guarantee, and none replaces a check-up, but together they give each cycle the best natural chance. Remember the baseline: about 30% of couples conceive in the first month, 60% within three months, 80% within six and 85% within twelve.",
      ],
    },
    {
      heading: "Nutrition: strategies 1 to 4",
      paragraphs: [
        "Food is the foundation, for both partners. You don't need a special 'fertility diet', just a consistent, balanced pattern and a few targeted supplements.",
      ],
      bullets: [
        "1. Eat a Mediterranean-style diet: vegetables, fruit, whole grains, legumes, nuts, olive oil and fish twice a week (choosing low-mercury fish).",
        "2. Take folic acid, 400-800 mcg a day, starting at least one month before conception.",
        "3. Check your vitamin D. If levels are low, 1000-2000 IU a day is a common dose; let your doctor guide you.",
        "4. Consider omega-3 (about 1000 mg a day) and, after talking to your doctor, CoQ10 (100-300 mg a day), which has early evidence for egg and sperm quality.",
      ],
      notice:
        "Supplement doses here are general ranges. Check with your doctor or pharmacist, particularly if you take medication or have a medical condition.",
    },
    {
      heading: "Lifestyle: strategies 5 to 8",
      paragraphs: [
        "Lifestyle factors influence hormones, ovulation and sperm quality. The good news is that most improvements show up within a few months.",
      ],
      bullets: [
        "5. Protect your sleep: aim for 7-9 hours a night on a regular schedule.",
        "6. Move most days: around 150 minutes of moderate exercise a week. Very intense training with low body weight can disrupt ovulation.",
        "7. Remove the big negatives: stop smoking, keep alcohol low (ideally none for the woman while trying) and caffeine under about 200 mg a day.",
        "8. Manage stress in ways that work for you: walks, breathing exercises, time with friends, or counselling if the process feels overwhelming.",
      ],
    },
    {
      heading: "Integration: strategies 9 and 10",
      paragraphs: [
        "The final two strategies tie everything together. They are where many couples struggle, because they require coordination rather than a single change.",
      ],
      bullets: [
        "9. Time intercourse to the 6-day fertile window, using ovulation tests and cervical-mucus observation; sex every 1-2 days in the window is ideal.",
        "10. Set a check-in date: if you haven't conceived after 12 months, or 6 months if the woman is 35 or older, book an appointment with your doctor for both of you.",
      ],
    },
    {
      heading: "Putting it into practice over six months",
      paragraphs: [
        "Trying to change everything in one week rarely lasts. Instead, I suggest a staged plan: build the foundation first, then optimise, then integrate the more demanding pieces such as precise timing. The timeline below shows how.",
        "If at any point you notice very irregular or painful periods, or if you have concerns about your or your partner's health, don't wait for the end of the plan; see your doctor.",
      ],
    },
  ],
  timeline: [
    {
      months: "Months 1-2",
      title: "Foundation",
      summary: "Build the basic habits that everything else depends on.",
      actions: [
        "Start folic acid and book a preconception check-up.",
        "Stop smoking and cut back alcohol and caffeine.",
        "Shift towards a Mediterranean-style diet.",
        "Set a regular bedtime to reach 7-9 hours of sleep.",
      ],
    },
    {
      months: "Months 3-4",
      title: "Optimisation",
      summary: "Fine-tune nutrition, activity and cycle knowledge.",
      actions: [
        "Discuss vitamin D, omega-3 and CoQ10 with your doctor.",
        "Build up to about 150 minutes of moderate exercise a week.",
        "Learn your cycle with ovulation tests and cervical-mucus observation.",
        "Add one stress-management habit you enjoy.",
      ],
    },
    {
      months: "Months 5-6",
      title: "Advanced integration",
      summary: "Combine everything into a sustainable monthly routine.",
      actions: [
        "Time intercourse to the fertile window while keeping intimacy relaxed.",
        "Review what's working and drop what adds stress without benefit.",
        "If you are 35 or older and not yet pregnant, book a fertility evaluation.",
      ],
    },
  ],
};
