// Blog article: gender selection at home (20 Mar 2025, 10 min).
import type { BlogArticle } from "../types";

/** Article: what home gender-selection methods can and cannot do. */
export const genderSelectionAtHome: BlogArticle = {
  id: 2,
  slug: "gender-selection-at-home",
  title: "Gender Selection at Home: An Honest Look at Natural Methods",
  excerpt:
    "Timing, diet and pH: what natural gender-selection methods claim, what the studies found, and how to try them without hurting your chances of conceiving.",
  description:
    "An evidence-based look at natural gender selection at home: the Shettles method, timing, diet and pH, realistic 50/50 odds and safety advice.",
  date: "2025-03-20",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Gender Selection",
  readTime: 10,
  keywords: ["gender selection at home", "natural gender selection", "how to conceive a boy", "how to conceive a girl", "Shettles method"],
  promotes: "fertility",
  sections: [
    {
      heading: "How a baby's sex is decided",
      paragraphs: [
        "Every egg carries an X chromosome. Each sperm carries either an X or a Y. If an X-bearing sperm fertilises the egg, the baby is chromosomally female (XX); if a Y-bearing sperm does, the baby is male (XY). A man produces X- and Y-bearing sperm in roughly equal numbers.",
        "That is why the natural odds for every pregnancy are about 50/50. Worldwide, slightly more boys are born than girls, around 105 boys for every 100 girls, but for any individual couple the chance of either is close to even, and it resets with each pregnancy.",
      ],
      notice:
        "No natural method can guarantee a boy or a girl. The approaches below may be interesting to try, but they should never come at the cost of your overall chance of conceiving.",
    },
    {
      heading: "Timing methods: Shettles and Whelan",
      paragraphs: [
        "The best-known approach is the Shettles method, developed in the 1960s and 70s. It is based on the idea that Y-bearing sperm swim faster but die sooner, while X-bearing sperm are slower but hardier. It therefore suggests sex as close to ovulation as possible for a boy, and two to three days before ovulation for a girl.",
        "The Whelan method, published in the 1970s, recommended almost the opposite timing. The fact that two popular methods disagree tells you something: careful studies tracking ovulation have generally found no reliable link between the timing of sex within the fertile window and the baby's sex.",
        "Timing for a girl also carries a practical cost: sex two to three days before ovulation is still fertile, but slightly less likely to result in pregnancy than sex the day before. If conception has taken a while for you, it's worth weighing that trade-off.",
      ],
    },
    {
      heading: "Diet and minerals",
      paragraphs: [
        "Some diets aim to sway towards a boy with more potassium and sodium, or towards a girl with more calcium and magnesium. A small number of studies in the 1980s reported a shift in the sex ratio, but they were small, and the results have not been reliably repeated.",
        "A widely reported 2008 study linked higher calorie intake and eating breakfast cereal before conception with a slightly higher chance of a boy. Other statisticians questioned the analysis, and the effect, if real, was small. Any diet you follow while trying to conceive should still be balanced and include folic acid.",
      ],
      bullets: [
        "Avoid restrictive or unbalanced diets: poor nutrition can disrupt ovulation.",
        "Check with a doctor before taking mineral supplements such as potassium or magnesium, which can be harmful in high doses or with some medicines.",
        "Don't stop dairy or other calcium sources without replacing them; calcium matters for pregnancy.",
      ],
    },
    {
      heading: "pH, douches and other home remedies",
      paragraphs: [
        "Some guides suggest changing the vaginal environment with baking-soda or vinegar douches to favour one type of sperm. There is no good evidence that this changes a baby's sex, and douching disrupts the healthy vaginal flora, raising the risk of bacterial vaginosis and other infections.",
        "Products sold as gender-selection kits usually combine timing advice, supplements and pH products. Read their claims carefully: none has been shown in high-quality trials to change the odds.",
      ],
      notice:
        "Do not douche or insert household products such as vinegar or baking soda. If you have unusual discharge, itching or pain, see a healthcare provider.",
    },
    {
      heading: "A sensible way to try",
      paragraphs: [
        "If you'd like to try a natural approach, choose one that is safe and keeps conception likely: track ovulation accurately, have a varied, nourishing diet, take folic acid, and keep sex relaxed and enjoyable.",
        "It also helps to talk openly with your partner before you start about how you'll both feel if the baby is not the sex you hoped for. Gender disappointment is real and common, and it's easier to handle when it has been acknowledged in advance.",
        "Our guide, The Science of Natural Fertility & Gender Selection, sets out what each method claims, the studies behind it, and the practical steps that keep your overall fertility in the best shape, so you can decide with clear eyes.",
      ],
    },
  ],
};
