// Blog article: natural fertility methods 2025, Australian edition.
import { moneyBackGuarantee } from "../site";
import type { BlogArticle } from "../types";

/** Article: Australian edition of the 2025 guide (Medicare, GP, $79 AUD). */
export const naturalFertilityMethods2025Au: BlogArticle = {
  id: 6,
  slug: "natural-fertility-methods-2025-au",
  title: "Natural Fertility Methods 2025: A Guide for Australian Couples",
  excerpt:
    "Trying to conceive in Australia? How to find your fertile window, the supplements Australian guidelines recommend, what Medicare covers, and when to see your GP.",
  description:
    "Natural fertility methods for Australian couples in 2025: fertile-window timing, folic acid and iodine, GP visits, Medicare rebates and specialist referrals.",
  date: "2025-01-10",
  author: { name: "Research Team", kind: "organization" },
  category: "Fertility",
  readTime: 8,
  keywords: [
    "natural fertility methods Australia",
    "trying to conceive Australia",
    "Medicare fertility",
    "iodine supplement pregnancy",
    "GP preconception check",
  ],
  promotes: "fertility",
  country: "AU",
  priceDisplay: "$79 AUD",
  productName: "Natural Fertility Methods - Australia Guide 2025",
  sections: [
    {
      heading: "Book a preconception check with your GP",
      paragraphs: [
        "In Australia, your GP is the gateway to fertility care, and a preconception check is bulk-billed or partly covered by Medicare at many clinics. Your GP can review medications, check vaccinations such as rubella and chickenpox, and talk through any conditions that could affect pregnancy.",
        "Ask about carrier screening for genetic conditions such as cystic fibrosis, spinal muscular atrophy and fragile X syndrome, which Medicare now subsidises for people planning a pregnancy.",
      ],
    },
    {
      heading: "Timing and realistic odds",
      paragraphs: [
        "The fertile window is 6 days long and ends on the day of ovulation. Ovulation test kits from your local chemist, combined with watching for clear, stretchy cervical mucus, are the simplest way to find it.",
        "About 30% of couples conceive in the first month, 60% within three months, 80% within six months and 85% within a year. Infertility is defined as 12 months of trying without success, or 6 months if the woman is 35 or older. If that's you, see your GP; the government-funded Your Fertility website is also a reliable source of Australian information.",
      ],
    },
    {
      heading: "Supplements: folic acid and iodine",
      paragraphs: [
        "Australian guidelines recommend folic acid for at least one month before conception and for the first three months of pregnancy, usually 400-500 mcg a day; our guide discusses the 400-800 mcg range. Higher doses are prescribed for some women, so ask your GP.",
        "Australia also recommends a daily iodine supplement of 150 mcg for women planning a pregnancy, pregnant or breastfeeding, because iodine is essential for a baby's brain development. Check with your GP first if you have a thyroid condition.",
        "Despite the sunshine, vitamin D deficiency is common, particularly in southern states in winter and in people who cover up or have darker skin. If tests show low levels, your GP may suggest 1000-2000 IU a day. Omega-3 (about 1000 mg) and CoQ10 (100-300 mg) are optional, with more limited evidence.",
      ],
      notice:
        "Choose supplements listed on the Australian Register of Therapeutic Goods (look for an AUST L or AUST R number) and discuss doses with your GP or pharmacist.",
    },
    {
      heading: "Everyday habits",
      paragraphs: [
        "Australian alcohol guidelines advise that not drinking is safest for women planning a pregnancy. Quitting smoking is one of the best things either partner can do, and Quitline (13 78 48) offers free support.",
        "Aim for a healthy weight, regular movement and 7-9 hours of sleep. For men, keeping the testes cool matters in a hot climate: avoid long spa sessions and laptops on the lap.",
      ],
    },
    {
      heading: "Medicare, specialists and costs",
      paragraphs: [
        "With a GP referral, Medicare rebates apply to consultations with a fertility specialist or gynaecologist and to many fertility tests. Without a referral, you'll usually pay the full fee. Assisted reproduction such as IVF also attracts Medicare rebates, and the Extended Medicare Safety Net can reduce out-of-pocket costs, although gaps can still be significant.",
        "Private health insurance with hospital cover may help with in-hospital procedures; check waiting periods before you need them.",
      ],
    },
    {
      heading: "The Australian edition of our guide",
      paragraphs: [
        `The Science of Natural Fertility & Gender Selection is available to Australian readers for $79 AUD as an instant PDF download, with a ${moneyBackGuarantee}. Around 1,800 Australian customers have used it to plan their first GP visit and set realistic expectations.`,
      ],
    },
  ],
};
