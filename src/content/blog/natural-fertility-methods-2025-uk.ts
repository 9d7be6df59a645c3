// Blog article: natural fertility methods 2025, United Kingdom edition.
import { moneyBackGuarantee } from "../site";
import type { BlogArticle } from "../types";

/** Article: UK edition of the 2025 guide (NHS, GP, £59). */
export const naturalFertilityMethods2025Uk: BlogArticle = {
  id: 5,
  slug: "natural-fertility-methods-2025-uk",
  title: "Natural Fertility Methods 2025: A Guide for Couples in the UK",
  excerpt:
    "Trying for a baby in the UK? How to time your fertile window, what the NHS recommends, when to see your GP, and the natural steps that make the biggest difference.",
  description:
    "Natural fertility methods for UK couples in 2025: fertile-window timing, NHS supplement advice, GP appointments, NHS fertility referrals and lifestyle steps.",
  date: "2025-01-08",
  author: { name: "Research Team", kind: "organization" },
  category: "Fertility",
  readTime: 8,
  keywords: [
    "natural fertility methods UK",
    "trying for a baby UK",
    "NHS fertility advice",
    "when to see GP about fertility",
    "folic acid NHS",
  ],
  promotes: "fertility",
  country: "UK",
  priceDisplay: "£59",
  productName: "Natural Fertility Methods - UK Guide 2025",
  sections: [
    {
      heading: "Your GP is the starting point",
      paragraphs: [
        "In the UK, fertility care on the NHS starts with your GP. You don't need a referral letter or a reason to book: a pre-pregnancy chat is a perfectly good use of an appointment, especially if you take regular medication or have a long-term condition such as diabetes, epilepsy or a thyroid problem.",
        "Your GP can check that your medication is safe for pregnancy, confirm your rubella (MMR) vaccination status and, if needed, arrange blood tests. Partners can book their own appointment at their own practice.",
      ],
    },
    {
      heading: "Timing and what's normal",
      paragraphs: [
        "The fertile window is about 6 days: the five days before ovulation and the day itself. Ovulation test kits from pharmacies and supermarkets help you find it; NHS advice is simply to have sex every two to three days throughout the cycle, which covers the window without the pressure of exact timing.",
        "Most couples conceive in time: about 30% in the first month, 60% within three months, 80% within six months and 85% within a year. Clinically, infertility means 12 months of trying without success, or 6 months if you're 35 or older. NHS guidance is to see your GP after a year, sooner if you're 36 or over, and straight away if you know of a possible problem.",
      ],
    },
    {
      heading: "Supplements: what the NHS recommends",
      paragraphs: [
        "The NHS advises taking 400 micrograms of folic acid every day while trying to conceive and until 12 weeks of pregnancy. Some people, including those with diabetes, a BMI of 30 or more, or a previous pregnancy affected by a neural tube defect, are prescribed a higher 5 mg dose by their GP. Our guide discusses the 400-800 mcg range used internationally.",
        "For vitamin D, the NHS recommends 10 micrograms (400 IU) a day during pregnancy and for everyone in autumn and winter, when UK sunlight isn't strong enough. Some clinicians suggest 1000-2000 IU if blood tests show a deficiency, so ask your GP rather than increasing the dose yourself. Omega-3 (about 1000 mg) and CoQ10 (100-300 mg) are optional extras with more limited evidence.",
      ],
      notice:
        "Avoid supplements containing vitamin A (retinol) or fish liver oil when trying to conceive, as high doses can harm a developing baby. Pregnancy multivitamins sold in UK pharmacies are formulated without it.",
    },
    {
      heading: "Lifestyle steps that help",
      paragraphs: [
        "UK guidance for people trying to conceive is to avoid alcohol, stop smoking (your local NHS stop smoking service is free), keep caffeine under 200 mg a day and aim for a healthy weight. Regular activity and 7-9 hours of sleep support hormones and mood.",
        "For men, NHS advice includes keeping alcohol within the low-risk limit of 14 units a week, not smoking, and wearing loose underwear to keep the testes cool.",
      ],
    },
    {
      heading: "NHS fertility referral and funding",
      paragraphs: [
        "If you've been trying for a year, your GP can start tests: blood tests for the woman, a semen analysis for the man, and sometimes a pelvic ultrasound. They can then refer you to a specialist fertility clinic.",
        "Access to NHS-funded IVF is decided locally by your Integrated Care Board (ICB), so eligibility rules such as age, BMI and previous children vary by area. Your GP or clinic can tell you the rules where you live, and the HFEA website lists licensed clinics and their results.",
      ],
    },
    {
      heading: "The UK edition of our guide",
      paragraphs: [
        `The Science of Natural Fertility & Gender Selection is available to UK readers for £59 as an instant PDF download, with a ${moneyBackGuarantee}. Over 2,100 UK customers have used it to prepare for their GP appointment and build a realistic, evidence-based plan.`,
      ],
    },
  ],
};
