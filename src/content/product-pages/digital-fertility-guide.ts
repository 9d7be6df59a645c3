// /digital-fertility-guide – the digital guide product page.
import { displayPrices, guides, moneyBackGuarantee } from "@/content/site";
import type { ProductLanding } from "./types";

export const digitalFertilityGuide: ProductLanding = {
  path: "/digital-fertility-guide",
  crumb: "Digital Fertility Guide",
  guide: "fertility",
  productName: guides.fertility.title,
  pageCategory: "product_page",
  seo: {
    title: "Digital Fertility Guide: Instant PDF Download",
    description:
      "The Science of Natural Fertility & Gender Selection as an instant digital PDF: fertile-window timing, nutrition, supplements and gender-swaying research in one guide.",
    keywords: [
      "digital fertility guide",
      "fertility ebook",
      "fertility guide pdf download",
      "trying to conceive guide",
      "natural fertility ebook",
    ],
  },
  eyebrow: "Digital guide · PDF",
  headline: "The Digital Fertility Guide You Can Start Reading Tonight",
  lead: "Everything couples ask us about conceiving naturally, answered in one searchable PDF: when you're most fertile, what to eat, which supplements have evidence, and what gender-swaying research really shows.",
  ctaLabel: "Download Digital Guide Now",
  // docs/product.md#seo: the structured data of this page shows 29 USD.
  offer: { price: displayPrices.digitalGuide.price.replace("$", ""), currency: "USD" },
  display: displayPrices.digitalGuide,
  tracksDigitalGuide: true,
  highlights: [
    {
      icon: "Search",
      title: "Searchable and portable",
      text: "Read on any phone, tablet or computer; search for any topic in seconds; print the worksheets.",
    },
    {
      icon: "CalendarDays",
      title: "Cycle and timing tools",
      text: "Fertile-window charts and tracking sheets for ovulation tests, mucus and temperature.",
    },
    {
      icon: "Apple",
      title: "Nutrition for two",
      text: "Practical food guidance for both partners, with shopping lists and simple meal ideas.",
    },
    {
      icon: "FlaskConical",
      title: "Research, summarised",
      text: "Each recommendation labelled by strength of evidence, so you know what's proven and what's not.",
    },
    {
      icon: "Dna",
      title: "Gender selection, honestly",
      text: "The science of X and Y sperm and swaying methods, with realistic 50/50 expectations.",
    },
    {
      icon: "ShieldCheck",
      title: "Risk-free",
      text: `Covered by our ${moneyBackGuarantee}.`,
    },
  ],
  sections: [
    {
      heading: "Why a digital guide",
      paragraphs: [
        "Trying to conceive comes with a lot of questions at odd hours. A digital guide is there when you need it: on your phone in the waiting room, on your laptop while you plan the month ahead, and printed on the fridge when it's time to track.",
        "It's delivered the moment your payment is confirmed, with a download link by e-mail as a backup. There's nothing to wait for and nothing to ship.",
      ],
    },
    {
      heading: "Inside the guide",
      paragraphs: ["Chapters are short, practical and referenced."],
      bullets: [
        "Understanding your cycle and the 6-day fertile window",
        "Nutrition, weight and exercise for both partners",
        "Supplements: typical ranges and safety notes",
        "Sleep (7-9 hours), stress and relationship care",
        "Gender swaying: each method and its evidence",
        "When and how to seek medical help",
      ],
    },
  ],
  faq: [
    {
      question: "What format is the guide?",
      answer: "A PDF that opens on any device. You can download it as many times as you need from your confirmation e-mail.",
    },
    {
      question: "Is my payment secure?",
      answer: "Yes. Checkout uses 256-bit SSL encryption and a trusted card payment provider; we never see your full card number.",
    },
    {
      question: "Does the guide replace a doctor?",
      answer:
        "No. It's educational and helps you have better conversations with your healthcare provider, who should guide any medical decisions.",
    },
  ],
};
