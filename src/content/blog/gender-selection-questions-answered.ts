// Blog article: ten gender-selection questions answered, each with a research-evidence note.
import type { BlogArticle } from "../types";

/** Article: gender-selection Q&A with evidence notes and an X/Y sperm comparison. */
export const genderSelectionQuestionsAnswered: BlogArticle = {
  id: 13,
  slug: "gender-selection-questions-answered",
  title: "Gender Selection: 10 Common Questions Answered With the Evidence",
  excerpt:
    "Can you sway the odds of a boy or a girl? Ten common questions about natural gender selection, each answered with what the research actually shows.",
  description:
    "Ten gender-selection questions answered with research evidence: 50/50 odds, Shettles timing, diet, pH, X and Y sperm differences, and why no method guarantees a gender.",
  date: "2025-09-10",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Gender Selection",
  readTime: 12,
  keywords: [
    "gender selection questions",
    "X and Y sperm differences",
    "Shettles method evidence",
    "can you choose baby gender",
    "natural gender selection research",
  ],
  promotes: "fertility",
  sections: [
    {
      heading: "Why we wrote this Q&A",
      paragraphs: [
        "Gender selection is one of the most searched topics among couples trying to conceive, and one of the most confusing. Forums are full of confident advice, while the science is more modest.",
        "Below we answer the ten questions we hear most often. Each answer includes a short note on the research behind it, so you can judge the strength of the evidence for yourself.",
      ],
      notice:
        "No natural method guarantees a baby's gender. The natural odds are about 50/50 for every pregnancy. Please consult a healthcare provider before trying any method.",
    },
    {
      heading: "X and Y sperm: claims versus findings",
      paragraphs: [
        "Most natural methods rest on the idea that X- and Y-bearing sperm behave differently. The comparison boxes below set out what is established and what is only claimed.",
        "The one robust difference is genetic: an X chromosome is much larger than a Y, so X-bearing sperm carry about 2.8% more DNA. Claims that Y sperm are faster or that X sperm survive longer come from early observations that careful modern studies have not confirmed.",
      ],
    },
    {
      heading: "Reading the evidence",
      paragraphs: [
        "When you see a claim about gender selection, ask a few questions. How many couples were studied? Was ovulation measured accurately, or estimated? Was there a comparison group? Has anyone repeated the result?",
        "Most of the studies behind popular methods are small, old or lack a control group, and the larger, more careful studies have generally found no effect. That doesn't make trying a natural sway harmful, as long as it's safe and doesn't reduce your chance of conceiving, but it should shape your expectations.",
      ],
    },
    {
      heading: "Making a calm, informed choice",
      paragraphs: [
        "If you decide to try, choose approaches that keep conception likely, avoid douches and high-dose supplements, and talk with your partner about how you'll feel either way.",
        "Our guide, The Science of Natural Fertility & Gender Selection, goes deeper into each method and its research so you can decide with clear eyes.",
      ],
    },
  ],
  spermComparison: {
    x: [
      "Leads to a girl (XX) when it fertilises the egg",
      "Carries the larger X chromosome: about 2.8% more DNA",
      "Claimed to be slower and longer-lived; not confirmed by modern studies",
      "Produced in roughly equal numbers to Y-bearing sperm",
    ],
    y: [
      "Leads to a boy (XY) when it fertilises the egg",
      "Carries the smaller Y chromosome: slightly less DNA",
      "Claimed to be faster and shorter-lived; not confirmed by modern studies",
      "Produced in roughly equal numbers to X-bearing sperm",
    ],
  },
  qa: [
    {
      id: "gsq-odds",
      question: "What are the natural odds of a boy or a girl?",
      answer:
        "About 50/50 for every pregnancy. Slightly more boys are born worldwide, about 105 for every 100 girls, but the difference is tiny for an individual couple.",
      icon: "Scale",
      evidence: "Population birth records worldwide consistently show a sex ratio at birth of about 105 boys per 100 girls.",
    },
    {
      id: "gsq-who-decides",
      question: "Who determines the baby's sex?",
      answer: "The sperm. Every egg carries an X chromosome; the sperm carries either X (girl) or Y (boy).",
      icon: "Dna",
      evidence: "This is basic, well-established human genetics.",
    },
    {
      id: "gsq-guarantee",
      question: "Can any natural method guarantee a boy or a girl?",
      answer:
        "No. No natural method has been shown to guarantee, or reliably change, a baby's sex. Be cautious of anyone who promises otherwise.",
      icon: "ShieldCheck",
      evidence: "No randomised controlled trial has shown a natural method that reliably changes the sex ratio.",
    },
    {
      id: "gsq-shettles",
      question: "Does the Shettles timing method work?",
      answer:
        "It's popular and harmless if it doesn't delay conception, but careful studies haven't found that timing sex relative to ovulation changes the baby's sex.",
      icon: "Calendar",
      evidence:
        "A 1995 New England Journal of Medicine study that tracked ovulation closely found no link between intercourse timing and the baby's sex.",
    },
    {
      id: "gsq-diet",
      question: "Can diet sway the odds?",
      answer:
        "Some studies suggest a link between mothers' diet and baby's sex, but findings are small, contested and unrepeated. Keep your diet balanced and take folic acid.",
      icon: "Salad",
      evidence:
        "Diet studies from the 1980s and a 2008 UK study were small or observational, and the 2008 findings were challenged on statistical grounds.",
    },
    {
      id: "gsq-ph",
      question: "Does changing vaginal pH help?",
      answer: "There is no good evidence that it does, and douching can cause infections. We don't recommend it.",
      icon: "TestTube",
      evidence: "No controlled clinical studies support pH-based sex selection; douching is linked with bacterial vaginosis.",
    },
    {
      id: "gsq-speed",
      question: "Are Y sperm really faster than X sperm?",
      answer: "Probably not in any useful way. Modern studies find very similar swimming speed and survival for X- and Y-bearing sperm.",
      icon: "Microscope",
      evidence:
        "Laboratory studies of sorted sperm have found no consistent difference in motility or lifespan between X- and Y-bearing sperm.",
    },
    {
      id: "gsq-position",
      question: "Do sexual positions or orgasm affect the baby's sex?",
      answer: "There's no reliable evidence that they do. Choose what's comfortable and enjoyable.",
      icon: "Heart",
      evidence: "Claims about position and orgasm come from theory rather than clinical studies.",
    },
    {
      id: "gsq-family",
      question: "Does having several children of one sex make the other more likely?",
      answer: "Only very slightly, if at all. Some families appear to lean one way, but each pregnancy's odds remain close to 50/50.",
      icon: "Users",
      evidence:
        "Large family-record studies find at most a weak tendency within families, far too small to predict an individual pregnancy.",
    },
    {
      id: "gsq-clinical",
      question: "Are there medical methods that do determine sex?",
      answer:
        "Embryo testing during IVF can determine sex, but it is a medical procedure with risks and costs, and non-medical sex selection is banned or restricted in many countries, including the UK and Australia.",
      icon: "Stethoscope",
      evidence:
        "Preimplantation genetic testing identifies embryo sex reliably; its use for non-medical reasons is regulated by law or guidelines in many countries.",
    },
  ],
};
