/** A block of a downloadable guide: rendered to PDF by src/server/pdf/make-pdf.ts. */
export type GuideBlock = { text: string; style?: "title" | "heading" | "body" | "bullet" | "small" };

/** The educational notice every guide opens and closes with. */
export const guideDisclaimer: GuideBlock = {
  style: "small",
  text:
    "Educational content, not medical advice. Natural gender odds are about 50/50 and no method can guarantee a result. " +
    "Please consult a healthcare provider before changing your diet, supplements or medication, and about any concern with your fertility.",
};
