/**
 * The `lang` of a short design text (an eyebrow such as "OUR PROMISE") that may be in English on
 * a Korean page: English when it has Latin letters and no Hangul, else none (the page's own).
 * Screen readers then read it as English, and the site's language walk (routes.e2e) knows it is
 * marked (WCAG 3.1.2, language of parts).
 */
export function latinTextLang(text: string | undefined): 'en' | undefined {
  return text && /[A-Za-z]/.test(text) && !/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(text) ? 'en' : undefined
}
