import { SITE_FACTS } from '../fixtures'
import type { Block } from '../richText'
import type { PolicySeed } from '../types'

/** What differs between the two versions of the privacy policy. */
type Version = { effective: string; reportRetention: string; officer: string; extra: Block[] }

function body(version: Version): Block[] {
  return [
    '주식회사 배달프렌즈(이하 "회사")는 개인정보 보호법 등 관련 법령을 지키며, 이 웹사이트의 문의와 제보를 통해 받은 개인정보를 다음과 같이 처리합니다.',
    { heading: '1. 개인정보의 수집·이용 목적' },
    '회사는 제휴·제안 문의, 언론 문의, 기타 문의, 회사 방문 신청에 대한 확인과 회신, 윤리경영 상담과 불공정거래 신고의 접수·조사 및 결과 회신을 위해 개인정보를 처리합니다. 이 목적 외의 용도로는 이용하지 않습니다.',
    { heading: '2. 수집하는 개인정보 항목' },
    '문의: 이름, 이메일 주소, 소속 기관명(제휴·제안 문의), 매체명(언론 문의), 문의 내용과 첨부 파일.',
    '윤리경영 상담·신고: 이름(선택), 이메일 주소 또는 휴대전화 번호(선택), 신고 유형, 신고 내용. 연락처를 남기지 않아도 신고할 수 있으나, 이 경우 처리 결과를 알려 드릴 수 없습니다.',
    { heading: '3. 개인정보의 보유 및 이용 기간' },
    '문의 정보는 접수일로부터 3년간 보관한 뒤 지체 없이 파기합니다.',
    version.reportRetention,
    '관계 법령에 따라 보존할 의무가 있는 경우에는 해당 기간 동안 보관합니다.',
    { heading: '4. 개인정보의 제3자 제공' },
    '회사는 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우를 제외하고는 개인정보를 제3자에게 제공하지 않습니다. 신고자의 신원은 조사 과정에서도 비밀로 보호됩니다.',
    { heading: '5. 개인정보의 파기 절차 및 방법' },
    '보유 기간이 끝난 개인정보는 복구할 수 없는 방법으로 전자적 파일을 삭제하고, 종이 문서는 분쇄하거나 소각합니다.',
    { heading: '6. 정보주체의 권리' },
    '정보주체는 언제든지 자신의 개인정보 열람, 정정, 삭제, 처리 정지를 요구할 수 있습니다. 개인정보 수집·이용에 동의하지 않을 권리가 있으며, 동의하지 않을 경우 문의나 신고 접수가 제한될 수 있습니다.',
    ...version.extra,
    { heading: '7. 개인정보 보호책임자' },
    version.officer,
    { text: '개인정보 관련 문의:', link: { label: SITE_FACTS.email, url: `mailto:${SITE_FACTS.email}` } },
    `고객센터: ${SITE_FACTS.mainLine.phone} (${SITE_FACTS.mainLine.hours.ko})`,
    { heading: '부칙' },
    `이 개인정보 처리방침은 ${version.effective}부터 시행합니다.`,
  ]
}

export const policies: PolicySeed[] = [
  {
    title: '개인정보 처리방침 (2024.01.01 시행)',
    effectiveDate: '2024-01-01',
    body: body({
      effective: '2024년 1월 1일',
      reportRetention: '윤리경영 상담·신고 정보는 조사를 마치고 결과를 회신한 뒤 지체 없이 파기합니다.',
      officer: '개인정보 보호책임자: 정보보호실장 이서준',
      extra: [],
    }),
  },
  {
    title: '개인정보 처리방침 (2025.08.01 시행)',
    effectiveDate: '2025-08-01',
    body: body({
      effective: '2025년 8월 1일',
      reportRetention:
        '윤리경영 상담·불공정거래 신고 정보는 재발 방지와 사후 확인을 위해 신고일로부터 1년간 보관한 뒤 지체 없이 파기합니다.',
      officer: '개인정보 보호책임자: 정보보호실장 박지안',
      extra: ['첨부 파일은 한 건당 30MB까지 받을 수 있으며, 문의 정보와 같은 기간 보관한 뒤 함께 파기합니다.'],
    }),
  },
]
