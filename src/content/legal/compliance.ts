// Legal compliance and educational policy page content.
import { moneyBackGuarantee, siteName, supportEmail } from "../site";
import type { LegalPage } from "../types";

/** Legal compliance and educational policy: what the content is, is not, and how it is made. */
export const compliancePage: LegalPage = {
  slug: "compliance",
  title: "Legal Compliance & Educational Policy",
  updated: "2025-09-01",
  intro: `${siteName} publishes educational guides and articles about natural fertility, baby-gender selection and intimacy. This page explains the standards we follow: what our content is and is not, how we describe results, and when you should speak to a healthcare provider instead of relying on anything you read here.`,
  sections: [
    {
      heading: "Educational purpose",
      paragraphs: [
        "Everything we publish, including our paid guides, blog articles, e-mails and chat replies, is general educational information for adults. It is designed to help you understand research, prepare questions for your doctor and make informed choices.",
        "Our content is not tailored to your personal medical history and cannot take the place of an examination, tests or advice from a qualified professional.",
      ],
    },
    {
      heading: "Not medical advice",
      paragraphs: [
        "We are not a medical provider, and nothing on this website is medical advice, diagnosis or treatment. Do not start, stop or change any medication or supplement because of our content without speaking to your doctor or pharmacist.",
        "Seek medical advice if you have been trying to conceive for 12 months without success, or for 6 months if you are 35 or older; if your periods are absent or very irregular; if you have pelvic pain, a history of pelvic infection, endometriosis or surgery; or if either partner has a known health condition that may affect fertility. Seek urgent care for severe pain, heavy bleeding or any symptom that worries you.",
      ],
    },
    {
      heading: "Gender selection: realistic expectations",
      paragraphs: [
        "For every pregnancy, the natural odds of a boy or a girl are about 50/50. The natural approaches we discuss, such as timing intercourse, diet and lifestyle, have limited and mixed scientific support. No natural method can guarantee the sex of a baby, and we will never claim otherwise.",
        "Our guides do not provide, sell or arrange any clinical sex-selection procedure. Clinical sex selection is regulated differently around the world; for example, it is not permitted for non-medical reasons in licensed fertility treatment in the UK or under Australia's national ethical guidelines. We encourage every family to welcome a healthy baby of either sex.",
      ],
    },
    {
      heading: "Results, testimonials and claims",
      paragraphs: [
        "Testimonials describe the personal experiences of individual customers. They are not typical or guaranteed outcomes. Statistics such as ratings and satisfaction figures come from customer feedback and are shown with that context.",
        "We aim to follow the advertising standards that apply where our customers live, including the US Federal Trade Commission's guidance on endorsements, the UK CAP Code and the Australian Consumer Law. If you think any claim on our website is misleading, please tell us and we will review it.",
      ],
    },
    {
      heading: "How we research and update content",
      paragraphs: [
        "Our content draws on peer-reviewed research, clinical guidelines and public-health sources. We describe the strength of the evidence honestly, distinguishing well-established findings (such as the benefit of folic acid before conception) from early or disputed ones (such as diet and baby gender).",
        "We review articles and guides regularly and update them when guidelines or research change. Figures such as supplement doses are general ranges, not prescriptions; your doctor may recommend something different for you.",
      ],
    },
    {
      heading: "Consumer protection and privacy",
      paragraphs: [
        `Every purchase is covered by our ${moneyBackGuarantee} in addition to your statutory consumer rights. Prices are shown before you pay, and payments are processed securely by our card payment provider.`,
        "We handle personal information in line with the GDPR, UK GDPR, the Australian Privacy Act 1988 and the CCPA, as described in our Privacy Policy. Marketing e-mails are sent only with your consent and always include an unsubscribe link.",
      ],
    },
    {
      heading: "Contact and concerns",
      paragraphs: [
        `If you have a question about this policy, a concern about any of our content, or a request about your data, e-mail ${supportEmail}. We reply within 24 hours on business days.`,
      ],
    },
  ],
};
