import type { Locale } from './locales'
import type { Namespace } from './settings'

import koCommon from './locales/ko/common.json'
import enCommon from './locales/en/common.json'
import koHome from './locales/ko/home.json'
import enHome from './locales/en/home.json'
import koCompany from './locales/ko/company.json'
import enCompany from './locales/en/company.json'
import koService from './locales/ko/service.json'
import enService from './locales/en/service.json'
import koNewsroom from './locales/ko/newsroom.json'
import enNewsroom from './locales/en/newsroom.json'
import koSustainability from './locales/ko/sustainability.json'
import enSustainability from './locales/en/sustainability.json'
import koTogether from './locales/ko/together.json'
import enTogether from './locales/en/together.json'
import koLibrary from './locales/ko/library.json'
import enLibrary from './locales/en/library.json'
import koQuestion from './locales/ko/question.json'
import enQuestion from './locales/en/question.json'
import koInfo from './locales/ko/info.json'
import enInfo from './locales/en/info.json'
import koNotice from './locales/ko/notice.json'
import enNotice from './locales/en/notice.json'
import koPlace from './locales/ko/place.json'
import enPlace from './locales/en/place.json'
import koPolicy from './locales/ko/policy.json'
import enPolicy from './locales/en/policy.json'
import koForms from './locales/ko/forms.json'
import enForms from './locales/en/forms.json'
import koStatus from './locales/ko/status.json'
import enStatus from './locales/en/status.json'

export type Messages = { [key: string]: string | string[] | Messages | Messages[] }

/** Every UI string, bundled: the server renders with them; clients get only what they need. */
export const resources: Record<Locale, Record<Namespace, Messages>> = {
  ko: {
    common: koCommon,
    home: koHome,
    company: koCompany,
    service: koService,
    newsroom: koNewsroom,
    sustainability: koSustainability,
    together: koTogether,
    library: koLibrary,
    question: koQuestion,
    info: koInfo,
    notice: koNotice,
    place: koPlace,
    policy: koPolicy,
    forms: koForms,
    status: koStatus,
  },
  en: {
    common: enCommon,
    home: enHome,
    company: enCompany,
    service: enService,
    newsroom: enNewsroom,
    sustainability: enSustainability,
    together: enTogether,
    library: enLibrary,
    question: enQuestion,
    info: enInfo,
    notice: enNotice,
    place: enPlace,
    policy: enPolicy,
    forms: enForms,
    status: enStatus,
  },
}
