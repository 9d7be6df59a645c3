// /baby-gender-selection-home – the home gender-selection landing page.
import { guidePriceUsd, moneyBackGuarantee } from "@/content/site";
import type { ProductLanding } from "./types";

export const babyGenderSelectionHome: ProductLanding = {
  path: "/baby-gender-selection-home",
  crumb: "Baby Gender Selection at Home",
  guide: "fertility",
  productName: "Baby Gender Selection at Home - Complete Guide",
  pageCategory: "landing_page",
  seo: {
    title: "Baby Gender Selection at Home: The Complete, Honest Guide",
    description:
      "Thinking about baby gender selection at home? A complete guide to natural methods, what studies show, safety, and realistic 50/50 expectations. Instant PDF.",
    keywords: [
      "baby gender selection at home",
      "choose baby gender naturally",
      "how to conceive a girl",
      "how to conceive a boy",
      "natural gender selection guide",
    ],
  },
  eyebrow: "Complete guide · Instant PDF",
  headline: "Baby Gender Selection at Home: Know What Works, and What Doesn't",
  lead: "Plenty of websites promise you a boy or a girl. We won't. Instead, this complete guide explains every popular at-home method, the research behind it, and how to try safely while keeping your chance of pregnancy high.",
  ctaLabel: "Get the Complete Guide",
  // docs/product.md#seo: the structured data of this page shows 97 USD.
  offer: { price: String(guidePriceUsd), currency: "USD" },
  highlights: [
    {
      icon: "Target",
      title: "Every method in one place",
      text: "Timing, diet, pH, positions and supplements: what each claims and what was found.",
    },
    {
      icon: "Thermometer",
      title: "Pinpoint ovulation",
      text: "Step-by-step tracking with LH tests, cervical mucus and temperature, the basis of any timing method.",
    },
    {
      icon: "Scale",
      title: "Realistic odds",
      text: "Why the natural odds stay close to 50/50, and how to read claims of high success rates.",
    },
    {
      icon: "ShieldCheck",
      title: "Safe choices only",
      text: "Which home remedies to avoid, and which supplements to discuss with a doctor first.",
    },
    {
      icon: "HeartHandshake",
      title: "Decide together",
      text: "Prompts to help you and your partner agree on what to try and how you'll feel either way.",
    },
    {
      icon: "Stethoscope",
      title: "Beyond home methods",
      text: "An overview of medical options and the questions to ask a fertility clinic.",
    },
  ],
  sections: [
    {
      heading: "Start with the truth about the odds",
      paragraphs: [
        "A baby's sex is set at conception by the sperm: X-bearing sperm lead to a girl, Y-bearing sperm to a boy. Roughly equal numbers of each are produced, which is why the natural odds are about 50/50 every time.",
        "At-home methods try to favour one kind of sperm over the other. The evidence for them is limited and mixed, and none can guarantee a result. Knowing this up front protects you from expensive products and disappointment.",
      ],
    },
    {
      heading: "What the complete guide gives you",
      paragraphs: ["A calm, well-researched plan rather than a list of promises."],
      bullets: [
        "Plain-language summaries of the main studies on timing and diet",
        "A safe, fertility-friendly way to try a timing-based sway",
        "Worksheets for tracking ovulation across several cycles",
        "Red flags that mean you should see a doctor",
        "Support for handling gender disappointment, should it come up",
      ],
    },
  ],
  faq: [
    {
      question: "Can I really choose my baby's gender at home?",
      answer:
        "Not reliably. Natural methods may influence the odds slightly at best, and none is guaranteed. The guide is honest about this and helps you decide whether trying is right for you.",
    },
    {
      question: "Are the methods safe?",
      answer:
        "Timing and balanced diet changes are safe for most couples. Douching, extreme diets and high-dose supplements are not recommended. Check with your healthcare provider before changing anything.",
    },
    {
      question: "How quickly do I get it?",
      answer: `Immediately. The PDF is available to download as soon as your payment is confirmed, with a ${moneyBackGuarantee}.`,
    },
  ],
};
