// Blog article: gender swaying methods research (26 Aug 2025, 12 min, by a doctor).
import type { BlogArticle } from "../types";

/** Article: a doctor's review of the research on natural gender-swaying methods. */
export const genderSwayingMethodsResearch: BlogArticle = {
  id: 8,
  slug: "gender-swaying-methods-research",
  title: "Gender Swaying Methods: What Does the Research Really Say?",
  excerpt:
    "A physician reviews the studies behind timing, diet, pH and supplements for swaying a baby's sex, and explains why the natural odds stay close to 50/50.",
  description:
    "A doctor's review of gender-swaying research: Shettles and Whelan timing, maternal diet studies, pH claims, sperm sorting, and what couples can realistically expect.",
  date: "2025-08-26",
  author: {
    name: "Dr. Sarah Mitchell",
    kind: "person",
    credentials: "MD, Obstetrics & Gynecology",
  },
  category: "Research",
  readTime: 12,
  keywords: [
    "gender swaying methods",
    "gender swaying research",
    "Shettles method study",
    "diet and baby gender",
    "natural gender selection evidence",
  ],
  promotes: "fertility",
  sections: [
    {
      heading: "Why I wrote this review",
      paragraphs: [
        "In clinic, I'm often asked whether there's anything a couple can do to improve their chances of a boy or a girl. The internet offers confident answers: time intercourse, change your diet, alter your pH. The research tells a more cautious story, and couples deserve to hear it plainly.",
        "This review looks at the main natural 'swaying' approaches, the studies behind each, and how strong that evidence really is. My aim is not to discourage anyone but to help you spend your energy on what's realistic.",
      ],
      notice:
        "The natural odds of a boy or a girl are about 50/50 in every pregnancy. No natural method has been shown to guarantee, or reliably change, a baby's sex.",
    },
    {
      heading: "Timing of intercourse",
      paragraphs: [
        "The Shettles method proposes that Y-bearing sperm are faster and shorter-lived, so sex close to ovulation favours boys and sex a few days before favours girls. The theory was built on observations of sperm shape and motility from the 1960s that later studies did not confirm.",
        "The strongest test came from a prospective study published in the New England Journal of Medicine in 1995, which followed women who recorded intercourse and ovulation precisely. It found no relationship between the timing of intercourse relative to ovulation and the sex of the baby. Other studies using careful ovulation measurement have reached similar conclusions, and earlier reports of an effect often relied on less accurate ways of estimating ovulation.",
        "Modern laboratory studies also show that X- and Y-bearing sperm have very similar swimming speed and lifespan. The main measurable difference is size of genetic content: X-bearing sperm carry about 2.8% more DNA, a difference that laboratories use for sorting but that does not translate into a natural advantage you can time.",
      ],
    },
    {
      heading: "Maternal diet and minerals",
      paragraphs: [
        "Several diet-based studies suggest that mothers' nutrition around conception could influence sex ratio. A French study in the 1980s reported results from mineral-focused diets, and a 2008 UK study linked higher energy intake and breakfast cereal with a slightly higher chance of a boy.",
        "These studies were small or observational, relied on women recalling what they ate, and were challenged by other researchers who argued the findings could arise by chance when many foods are tested. A small 2010 Dutch trial of a diet combined with timing reported a higher rate of girls, but it lacked a proper control group. In short, the signal is weak and has not been reproduced in robust randomised trials.",
      ],
      bullets: [
        "Restrictive 'girl diets' low in calories or salt can reduce fertility and are not recommended.",
        "High-dose mineral supplements can be dangerous, particularly potassium.",
        "A balanced diet with folic acid remains the priority regardless of gender hopes.",
      ],
    },
    {
      heading: "pH, douching and position",
      paragraphs: [
        "The idea that an alkaline vagina favours Y sperm and an acidic one favours X sperm comes from the same early theories. There is no good clinical evidence that douching or changing pH alters the sex ratio, and douching carries real risks, including bacterial vaginosis and pelvic infection.",
        "Claims about sexual position, depth of penetration and female orgasm are similarly unsupported. They're harmless as long as they don't cause stress, but they shouldn't be relied upon.",
      ],
    },
    {
      heading: "What about clinical methods?",
      paragraphs: [
        "The only methods that reliably determine a baby's sex involve testing embryos during IVF (preimplantation genetic testing). Sperm-sorting techniques shift the odds but are not certain. These are medical procedures with their own risks, costs and ethical debates, and non-medical sex selection is restricted or banned in many countries, including the UK and Australia.",
        "These procedures are outside the scope of natural methods and of our guide. If you are considering them for medical reasons, for example to avoid a sex-linked genetic condition, talk to a fertility specialist and a genetic counsellor.",
      ],
    },
    {
      heading: "A realistic way forward",
      paragraphs: [
        "If you'd like to try a natural sway, pick approaches that are safe and don't compromise conception: accurate ovulation tracking, a nourishing diet, and a relaxed attitude to the outcome. Think of it as a hopeful experiment rather than a plan with a predictable result.",
        "Talk with your partner about how you'll feel whichever way it goes, and consider discussing gender disappointment with a counsellor if it weighs heavily on you. Our guide, The Science of Natural Fertility & Gender Selection, summarises each method and its evidence so you can make calm, informed choices, and always check with your own healthcare provider.",
      ],
    },
  ],
};
