// Blog article: natural fertility methods 2025, United States edition.
import { displayPrices, guides, moneyBackGuarantee } from "../site";
import type { BlogArticle } from "../types";

/** Article: US edition of the 2025 guide (OB-GYN, insurance, $97). */
export const naturalFertilityMethods2025Us: BlogArticle = {
  id: 4,
  slug: "natural-fertility-methods-2025-us",
  title: "Natural Fertility Methods 2025: A Guide for Couples in the US",
  excerpt:
    "Trying to conceive in the United States? How to time your fertile window, what to ask your OB-GYN, how insurance fits in, and the natural steps that matter most.",
  description:
    "Natural fertility methods for US couples in 2025: fertile-window timing, supplements, OB-GYN visits, insurance and HSA/FSA tips, and when to see a fertility specialist.",
  date: "2025-01-06",
  author: { name: "Research Team", kind: "organization" },
  category: "Fertility",
  readTime: 8,
  keywords: [
    "natural fertility methods US",
    "trying to conceive USA",
    "OB-GYN preconception visit",
    "fertility insurance coverage",
    "natural fertility guide",
  ],
  promotes: "fertility",
  country: "US",
  priceDisplay: displayPrices.regionalArticle.US,
  productName: "Natural Fertility Methods - US Guide 2025",
  sections: [
    {
      heading: "Start with a preconception visit to your OB-GYN",
      paragraphs: [
        "In the US, the natural first step is a preconception appointment with your OB-GYN, family doctor or nurse practitioner. Many plans cover it as preventive care. It's a chance to review your medical history, medications, vaccinations and any family history that matters for pregnancy.",
        "Bring a record of your last few cycles if you have one, a list of any supplements you take, and your questions. Your partner's health matters too, so it's worth him seeing his own primary care doctor.",
      ],
      bullets: [
        "Ask whether any of your current medications should be changed before pregnancy.",
        "Check that vaccinations such as rubella and chickenpox are up to date.",
        "Ask about blood tests, for example thyroid function or vitamin D, if you have symptoms or risk factors.",
      ],
    },
    {
      heading: "Timing and the numbers to expect",
      paragraphs: [
        "The fertile window is 6 days long, ending on ovulation day. Over-the-counter ovulation (LH) test strips, sold at pharmacies such as CVS and Walgreens and online, are an affordable way to find it. Combine them with cervical-mucus observation for the clearest picture.",
        "For couples without a fertility problem, about 30% conceive in month one, 60% by three months, 80% by six months and 85% by twelve months. US medical societies advise an evaluation after 12 months of trying, after 6 months if the woman is 35 or older, and right away for women over 40.",
      ],
    },
    {
      heading: "Supplements and nutrition, the American way",
      paragraphs: [
        "The CDC recommends that every woman who could become pregnant take 400 mcg of folic acid daily; our guide discusses the common 400-800 mcg range. Many prenatal vitamins also include vitamin D, and some people take 1000-2000 IU a day when blood tests show low levels. Omega-3 (about 1000 mg) and CoQ10 (100-300 mg) are popular additions with more limited evidence.",
        "Supplements in the US are not approved by the FDA before sale, so quality varies. Look for third-party testing seals such as USP Verified or NSF Certified, and be wary of 'fertility blends' with high doses or unlisted herbal ingredients.",
        "On the plate, aim for a Mediterranean-style pattern. The FDA advises eating fish low in mercury, such as salmon, sardines and canned light tuna, and avoiding high-mercury fish such as king mackerel, swordfish and shark.",
      ],
    },
    {
      heading: "Insurance, HSA/FSA and costs",
      paragraphs: [
        "Fertility coverage in the US depends heavily on your state and plan. More than a dozen states have laws requiring some insurers to cover infertility diagnosis or treatment, but the details vary widely, and self-funded employer plans are often exempt. Call your insurer and ask what is covered before you need it.",
        "Ovulation tests, pregnancy tests and some prenatal vitamins are usually eligible for HSA or FSA funds, which lets you pay with pre-tax money. Keep your receipts.",
      ],
      notice:
        "This article is general information, not insurance or medical advice. Check your own plan's documents and talk with your OB-GYN about your situation.",
    },
    {
      heading: "When to see a reproductive endocrinologist",
      paragraphs: [
        "If you reach the 12-month mark, or 6 months if you're 35 or older, ask your OB-GYN for an infertility evaluation or a referral to a reproductive endocrinologist (a fertility specialist). Initial tests usually include bloodwork, an ultrasound, a check of the fallopian tubes and a semen analysis.",
        "You don't need to wait if periods are irregular or absent, if you have known endometriosis or PCOS, or if your partner has a known issue.",
      ],
    },
    {
      heading: "The US edition of our guide",
      paragraphs: [
        `${guides.fertility.title} is available to US readers for ${displayPrices.regionalArticle.US} as an instant PDF download, with a ${moneyBackGuarantee}. More than 3,000 American customers have used it to build a clear, evidence-based plan to discuss with their OB-GYN.`,
      ],
    },
  ],
};
