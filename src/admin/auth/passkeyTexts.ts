/** The account page's passkey panel, in both admin languages. */
export const passkeyTexts = {
  label: { ko: '패스키', en: 'Passkeys' },
  intro: {
    ko: '패스키로 인증 앱 코드 대신 이 기기의 지문, 얼굴 인식 또는 보안 키로 로그인을 확인할 수 있습니다.',
    en: "A passkey confirms your sign-in with this device's fingerprint, face or security key instead of an app code.",
  },
  none: { ko: '등록된 패스키가 없습니다.', en: 'No passkeys yet.' },
  needsApp: {
    ko: '패스키는 인증 앱을 등록한 뒤에 추가할 수 있습니다. 편집자는 "로그인할 때 2단계 인증 사용"을 켜고 다시 로그인하면 인증 앱을 등록합니다.',
    en: 'You can add a passkey once your authenticator app is set up. Editors: turn on "Sign in with a second step", then sign in again to set it up.',
  },
  code: { ko: '인증 앱 코드 (6자리)', en: 'Code from your authenticator app (6 digits)' },
  exists: {
    ko: '이 기기에는 이미 이 계정의 패스키가 있습니다.',
    en: 'This device already holds a passkey for your account.',
  },
  loadFailed: {
    ko: '패스키 목록을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
    en: 'Could not load your passkeys. Please reload the page.',
  },
  name: { ko: '패스키 이름 (예: 업무용 노트북)', en: 'Passkey name (for example, work laptop)' },
  add: { ko: '패스키 추가', en: 'Add a passkey' },
  added: { ko: '패스키를 추가했습니다. 기록에 남았습니다.', en: 'Passkey added. This was recorded.' },
  cancelled: {
    ko: '패스키를 만들지 않았습니다. 취소했거나 이 기기가 패스키를 지원하지 않습니다.',
    en: 'No passkey was made: it was cancelled, or this device does not support passkeys.',
  },
  remove: { ko: '삭제', en: 'Remove' },
  confirmRemove: {
    ko: '이 패스키를 삭제할까요? 이 패스키로는 더 이상 로그인할 수 없습니다.',
    en: 'Remove this passkey? It will no longer sign you in.',
  },
  removed: { ko: '패스키를 삭제했습니다. 기록에 남았습니다.', en: 'Passkey removed. This was recorded.' },
  created: { ko: '등록', en: 'Added' },
  lastUsed: { ko: '마지막 사용', en: 'Last used' },
  never: { ko: '사용한 적 없음', en: 'never' },
  failed: { ko: '처리하지 못했습니다. 다시 시도해 주세요.', en: 'That did not work. Please try again.' },
}
