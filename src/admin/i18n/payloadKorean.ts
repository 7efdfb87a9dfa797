/**
 * Corrections to Payload's own Korean admin texts (merged over them by payload.config's
 * `i18n.translations`). Payload's Korean puts particles straight after a name it fills in
 * ("{{label}}로 검색" gave "제목로 검색", "{{label}}이(가) 생성되었습니다" gave "보도자료이(가)…"),
 * and a Korean particle depends on the name's last sound. Each text below is rephrased so that
 * what follows a name never varies with it (a noun such as 항목, or 의/에서/만). Some texts were
 * left in English or machine-translated ("locale", "거짓", a translator's prompt for "지우기").
 * tests/unit/admin/payloadKorean.test.ts checks every Korean text of Payload, with these
 * merged, for both faults: a new Payload version that adds one fails there.
 */
export const payloadKorean = {
  error: {
    unableToDeleteCount: '{{label}} 항목 {{total}}개 중 {{count}}개를 삭제할 수 없습니다.',
    unableToUpdateCount: '{{label}} 항목 {{total}}개 중 {{count}}개를 수정할 수 없습니다.',
    localesNotSaved_one: '다음 언어를 저장하지 못했습니다:',
    localesNotSaved_other: '다음 언어를 저장하지 못했습니다:',
  },
  folder: {
    itemHasBeenMoved: '‘{{title}}’ 항목을 {{folderName}} 폴더로 옮겼습니다.',
    itemHasBeenMovedToRoot: '‘{{title}}’ 항목을 최상위 폴더로 옮겼습니다.',
    itemsMovedToFolder: '‘{{title}}’ 항목을 {{folderName}} 폴더로 옮겼습니다.',
    itemsMovedToRoot: '‘{{title}}’ 항목을 최상위 폴더로 옮겼습니다.',
    movingFromFolder: '‘{{title}}’ 항목을 {{fromFolder}} 폴더에서 옮깁니다',
  },
  general: {
    aboutToDeleteCount_many: '{{label}} 항목 {{count}}개를 삭제하려고 합니다.',
    aboutToDeleteCount_one: '{{label}} 항목 {{count}}개를 삭제하려고 합니다.',
    aboutToDeleteCount_other: '{{label}} 항목 {{count}}개를 삭제하려고 합니다.',
    aboutToRestoreAsDraftCount: '{{label}} 항목 {{count}}개를 초안으로 복원하려고 합니다.',
    aboutToRestoreCount: '{{label}} 항목 {{count}}개를 복원하려고 합니다.',
    aboutToTrashCount: '{{label}} 항목 {{count}}개를 휴지통으로 옮기려고 합니다.',
    clear: '지우기',
    confirmReindex: '{{collections}} 전체의 검색 색인을 다시 만드시겠습니까?',
    copyWarning: '{{label}} ‘{{title}}’의 {{to}} 내용을 {{from}} 내용으로 덮어쓰려고 합니다. 계속하시겠습니까?',
    deletedCountSuccessfully: '{{label}} 항목 {{count}}개를 삭제했습니다.',
    documentIsTrashed: '이 {{label}} 항목은 휴지통에 있어 읽기만 할 수 있습니다.',
    fallbackToDefaultLocale: '기본 언어의 내용 사용',
    false: '아니요',
    groupByLabel: '{{label}} 기준으로 묶기',
    locale: '콘텐츠 언어',
    locales: '콘텐츠 언어',
    moveConfirm: '{{label}} 항목 {{count}}개를 <1>{{destination}}</1> 폴더로 옮기려고 합니다. 계속하시겠습니까?',
    movingCount: '{{label}} 항목 {{count}}개를 옮기는 중',
    noResults: '{{label}} 항목이 없습니다. 아직 만들지 않았거나 설정한 필터에 맞는 항목이 없습니다.',
    noTrashResults: '휴지통에 {{label}} 항목이 없습니다.',
    noUpcomingEventsScheduled: '예약된 작업이 없습니다.',
    permanentlyDeletedCountSuccessfully: '{{label}} 항목 {{count}}개를 영구 삭제했습니다.',
    reindexingAll: '{{collections}} 전체의 검색 색인을 다시 만드는 중입니다.',
    restoredCountSuccessfully: '{{label}} 항목 {{count}}개를 복원했습니다.',
    restoring: '복원하는 중...',
    searchBy: '{{label}}에서 검색',
    selectLabel: '{{label}} 선택',
    sortByLabelDirection: '{{label}} 기준 {{direction}} 정렬',
    successfullyCreated: '{{label}} 항목을 만들었습니다.',
    successfullyDuplicated: '{{label}} 항목을 복제했습니다.',
    trashedCountSuccessfully: '{{label}} 항목 {{count}}개를 휴지통으로 옮겼습니다.',
    true: '예',
    updatedCountSuccessfully: '{{label}} 항목 {{count}}개를 수정했습니다.',
    updatedLabelSuccessfully: '{{label}} 항목을 수정했습니다.',
  },
  localization: {
    copyFromTo: '{{from}} → {{to}} 복사',
    copyToLocale: '다른 언어로 복사',
    localeToPublish: '게시할 언어',
    selectedLocales: '선택한 언어',
    selectLocaleToDuplicate: '복제할 언어를 선택하세요',
  },
  validation: {
    fieldHasNo: '이 입력란에 {{label}} 항목이 없습니다.',
    greaterThanMax: '{{value}} 값이 최대 {{label}} 수 {{max}}개보다 큽니다.',
    lessThanMin: '{{value}} 값이 최소 {{label}} 수 {{min}}개보다 작습니다.',
    requiresAtLeast: '이 입력란에는 {{label}} 항목이 {{count}}개 이상 필요합니다.',
    trueOrFalse: '이 입력란은 예 또는 아니요만 가능합니다.',
  },
  version: {
    aboutToPublishSelection: '선택한 {{label}} 항목을 게시하려고 합니다. 계속하시겠습니까?',
    aboutToRestoreGlobal: '{{label}} 설정을 {{versionDate}} 버전으로 복원하려고 합니다.',
    aboutToUnpublishIn: '이 문서의 {{locale}} 게시를 취소하려고 합니다. 계속하시겠습니까?',
    aboutToUnpublishSelection: '선택한 {{label}} 항목의 게시를 취소하려고 합니다. 계속하시겠습니까?',
    noRowsFound: '{{label}} 항목을 찾을 수 없습니다.',
    publishAllLocales: '모든 언어 게시',
    publishIn: '{{locale}}만 게시',
    selectLocales: '표시할 언어 선택',
    showLocales: '표시할 언어:',
    unpublishedSuccessfully: '게시를 취소했습니다.',
    unpublishIn: '{{locale}}만 게시 취소',
  },
} as const
