/**
 * The sign-in view's texts in both admin languages (Payload label objects; the view resolves them
 * for the browser's or the saved admin language before the form renders).
 */
export const signInTexts = {
  title: { ko: '직원 로그인', en: 'Staff sign-in' },
  email: { ko: '이메일', en: 'Email' },
  password: { ko: '비밀번호', en: 'Password' },
  signIn: { ko: '로그인', en: 'Sign in' },
  forgot: { ko: '비밀번호를 잊으셨나요?', en: 'Forgot your password?' },
  code: { ko: '인증 코드 (6자리)', en: 'Authentication code (6 digits)' },
  verify: { ko: '확인', en: 'Verify' },
  useRecovery: { ko: '복구 코드 사용', en: 'Use a recovery code' },
  useApp: { ko: '인증 앱 코드 사용', en: 'Use the authenticator app' },
  recoveryCode: { ko: '복구 코드', en: 'Recovery code' },
  usePasskey: { ko: '패스키 사용', en: 'Use a passkey' },
  passkeyCancelled: {
    ko: '패스키 확인이 취소되었거나 이 기기에 등록된 패스키가 없습니다. 인증 앱의 코드를 입력해도 됩니다.',
    en: 'The passkey was cancelled, or this device has none for your account. You can enter a code from your app instead.',
  },
  enrolTitle: { ko: '2단계 인증 등록', en: 'Set up a second factor' },
  enrolManual: {
    ko: 'QR 코드를 스캔할 수 없다면 이 키를 앱에 입력하세요:',
    en: 'Cannot scan the code? Enter this key in the app:',
  },
  qrAlt: { ko: '인증 앱으로 스캔할 QR 코드', en: 'QR code to scan with an authenticator app' },
  codesTitle: { ko: '복구 코드를 안전한 곳에 보관하세요', en: 'Keep your recovery codes somewhere safe' },
  codesIntro: {
    ko: '인증 앱을 쓸 수 없을 때 코드 하나로 한 번 로그인할 수 있습니다. 이 코드는 지금 한 번만 표시됩니다.',
    en: 'Each code signs you in once when you cannot use your authenticator app. They are shown only now.',
  },
  copy: { ko: '복사', en: 'Copy' },
  copied: { ko: '복사했습니다', en: 'Copied' },
  saved: { ko: '보관했습니다. 계속하기', en: 'I have saved them. Continue' },
  failed: {
    ko: '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Could not sign in. Please try again shortly.',
  },
}

export type SignInTexts = Record<keyof typeof signInTexts, string>
