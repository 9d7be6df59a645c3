// Blog article: choose baby gender naturally at home (25 Aug 2025, 15 min).
import type { BlogArticle } from "../types";

/** Article: overview of at-home gender-swaying tools, with notices and an implementation-gap teaser. */
export const chooseBabyGenderNaturallyHome: BlogArticle = {
  id: 9,
  slug: "choose-baby-gender-naturally-home",
  title: "How to Choose Your Baby's Gender Naturally at Home: An Educational Overview",
  excerpt:
    "Ovulation trackers, timing calendars, diet plans and supplements: an honest overview of the tools couples use at home to try to sway their baby's gender, and their limits.",
  description:
    "An educational overview of natural, at-home baby gender selection tools: ovulation tracking, timing, diet, supplements and pH products, with realistic 50/50 expectations.",
  date: "2025-08-25",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Gender Selection",
  readTime: 15,
  keywords: [
    "choose baby gender naturally",
    "baby gender selection at home",
    "how to have a boy naturally",
    "how to have a girl naturally",
    "gender swaying tools",
  ],
  promotes: "fertility",
  sections: [
    {
      heading: "Before you start: an important note",
      paragraphs: [
        "Many parents have a quiet hope for a son or a daughter, perhaps to balance their family or because of a long-held picture of the future. It's natural to wonder whether anything can tip the odds.",
        "This article describes the tools people use at home and what is known about them. It is educational, not medical advice. The natural chance of either sex is about 50/50 for every pregnancy, and nothing here can guarantee a result.",
      ],
      notice:
        "Educational notice: no at-home method can choose your baby's gender. Results are not guaranteed. Please talk to a healthcare provider before changing your diet, taking supplements or trying any method.",
    },
    {
      heading: "Category 1: Ovulation tracking tools",
      paragraphs: [
        "Almost every natural swaying approach depends on knowing when you ovulate, so tracking tools are the foundation. The good news is that accurate tracking also improves your overall chance of conceiving, whatever sex you hope for.",
        "Each tool has strengths. LH test strips are inexpensive and show the hormone surge that comes 24-36 hours before ovulation. Digital monitors that also measure oestrogen can flag a wider window. Basal body temperature charts confirm ovulation after the fact, which helps you learn your pattern. Cervical-mucus observation is free and surprisingly informative once you know what to look for.",
      ],
      bullets: [
        "LH strips: affordable, widely available, need testing once or twice daily around mid-cycle.",
        "Digital fertility monitors: easier to read, more expensive.",
        "Basal thermometers and wearables: confirm ovulation; best for learning patterns over months.",
        "Cervical mucus and cervical position: free, no equipment, takes a few cycles to learn.",
      ],
    },
    {
      heading: "Category 2: Timing calendars and apps",
      paragraphs: [
        "Timing-based methods, most famously Shettles, suggest sex close to ovulation for a boy and two to three days before for a girl. Apps and printable calendars turn this into a schedule.",
        "It's important to know that rigorous studies, including a well-known 1995 study that tracked ovulation closely, found no link between intercourse timing and a baby's sex. Timing for a girl also means aiming earlier in the fertile window, when the chance of conceiving is a little lower. If conception has been slow for you, prioritise getting pregnant over swaying.",
      ],
    },
    {
      heading: "Category 3: Diet plans and supplements",
      paragraphs: [
        "Dietary sways suggest more potassium and sodium for a boy, and more calcium and magnesium for a girl, sometimes with calorie changes. The studies behind these ideas are small and contested, and no diet has been proven to change the odds in well-designed trials.",
        "Supplements marketed for gender selection should be treated with caution. Some contain high doses of minerals that can be harmful, especially for people with kidney or heart conditions or who take blood-pressure medication. The supplements with real value when trying to conceive are the ordinary ones: folic acid 400-800 mcg a day, and vitamin D if your levels are low.",
      ],
      notice: "Never take high-dose potassium, calcium or magnesium supplements without medical supervision.",
    },
    {
      heading: "Category 4: pH products and kits",
      paragraphs: [
        "Some kits include gels or douches designed to make the vaginal environment more acidic or alkaline. There is no reliable evidence that these change a baby's sex, and douching can upset the vagina's natural balance and lead to infection.",
        "If you choose a commercial product, look for one that is labelled sperm-friendly and safe for internal use, and read its claims critically. A product that promises a particular gender is making a claim science cannot support.",
      ],
    },
    {
      heading: "The implementation gap",
      paragraphs: [
        "Even with all the right tools, most couples find that the hard part isn't knowing what to buy. It's putting it together month after month: reading the signs correctly, deciding when to test, coordinating timing with real life, keeping nutrition balanced, and doing it without turning intimacy into a chore. We call this the implementation gap.",
        "Our guide, The Science of Natural Fertility & Gender Selection, is written to close that gap. It walks through how to combine tracking tools into a clear monthly routine, explains the evidence behind each swaying approach so you know what you're choosing, and keeps your overall fertility at the centre, all with realistic, 50/50 expectations.",
      ],
    },
  ],
};
