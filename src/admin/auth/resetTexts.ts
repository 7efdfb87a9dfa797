/** The reset button's texts in both admin languages. */
export const resetTexts = {
  label: { ko: '2단계 인증', en: 'Second factor' },
  button: { ko: '2단계 인증 초기화', en: 'Reset the second factor' },
  confirm: {
    ko: '이 계정의 인증 앱과 복구 코드를 삭제합니다. 다음 로그인 때 다시 등록해야 합니다. 계속할까요?',
    en: "This removes the account's authenticator app and recovery codes; it enrols again at its next sign-in. Continue?",
  },
  done: { ko: '초기화했습니다. 기록에 남았습니다.', en: 'Reset. This was recorded.' },
  failed: { ko: '초기화하지 못했습니다.', en: 'Could not reset it.' },
}
