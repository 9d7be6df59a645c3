// Educational disclaimer shown on every article and legal page.

/** Short educational disclaimer: not medical advice, ~50/50 odds, no guarantee, see a provider. */
export const educationalDisclaimer =
  "This content is for educational purposes only and is not medical advice. The natural odds of having a boy or a girl are about 50/50, and no natural method can guarantee a pregnancy or a baby's sex. Individual results vary and are not guaranteed. Please consult a qualified healthcare provider before making changes to your health, diet, supplements or fertility plans.";
