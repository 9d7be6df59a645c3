import { guideDisclaimer, type GuideBlock } from "./types";
import { guides } from "../site";

/** The intimacy-gap guide (a summary edition, delivered as the seeded PDF). */
export const intimacyGuide: GuideBlock[] = [
  { style: "title", text: guides.intimacy.title },
  { text: "A practical guide for couples who want closeness, pleasure and connection - including while trying to conceive." },
  guideDisclaimer,

  { style: "heading", text: "1. What the intimacy gap is" },
  {
    text:
      "The intimacy gap is the distance between the closeness a couple wants and the closeness they actually share. It often shows " +
      "up as mismatched desire, routine or pressured sex, or one partner rarely feeling satisfied. Research suggests that 35-50% of " +
      "women routinely do not orgasm during intercourse - so if this is you, you are far from alone, and it is not a failure.",
  },

  { style: "heading", text: "2. Why it happens" },
  { style: "bullet", text: "Stress, fatigue and busy schedules crowd out the time and energy intimacy needs." },
  { style: "bullet", text: "Scheduled sex while trying to conceive can turn intimacy into a task." },
  { style: "bullet", text: "Partners often have different ways of building desire: spontaneous for some, responsive for others." },
  { style: "bullet", text: "Unspoken expectations and embarrassment make it hard to say what feels good." },

  { style: "heading", text: "3. Talking about it" },
  {
    text:
      'Choose a calm moment outside the bedroom. Start with appreciation, talk about feelings rather than faults ("I miss feeling ' +
      'close to you" rather than "you never..."), and ask open questions. Keep the first conversation short and kind; it is the ' +
      "start of an ongoing dialogue, not a one-off negotiation.",
  },

  { style: "heading", text: "4. Rebuilding closeness" },
  { style: "bullet", text: "Non-sexual touch every day: hugs, hand-holding, a shoulder rub - with no expectation attached." },
  { style: "bullet", text: "Sensate focus: take turns giving and receiving touch, exploring what feels good, without a goal." },
  { style: "bullet", text: "Lengthen foreplay: many women need 15-20 minutes of arousal; most couples spend far less." },
  { style: "bullet", text: "Plan date nights that are about the two of you, not about the calendar." },

  { style: "heading", text: "5. Intimacy while trying to conceive" },
  {
    text:
      'Around the fertile window, keep the pressure low: avoid announcing "it\'s the day", keep some intimacy outside the window, ' +
      "and remember that stress-free sex every one to two days through the window is what matters - not performance. Some " +
      "lubricants can slow sperm; if you use one, choose a fertility-friendly product.",
  },

  { style: "heading", text: "6. A four-week reset" },
  { style: "bullet", text: "Week 1: daily affectionate touch and one honest, kind conversation." },
  { style: "bullet", text: "Week 2: two sensate-focus sessions; share one thing you enjoyed." },
  { style: "bullet", text: "Week 3: try something new together, in or out of the bedroom." },
  { style: "bullet", text: "Week 4: review what worked and agree on habits you want to keep." },

  { style: "heading", text: "7. When to get help" },
  {
    text:
      "Pain during sex, a lasting loss of desire, erectile difficulties or distress in the relationship deserve professional " +
      "support. A doctor, a pelvic-floor physiotherapist or a couples or sex therapist can help - asking is a sign of care, not failure.",
  },
  guideDisclaimer,
];
