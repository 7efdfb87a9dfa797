import type { ArticleSeed } from '../types'

const source = { ko: '대외협력실', en: 'Corporate Affairs Office' }

/** Issue and fact checks, 2023–2024. */
export const factChecks1: ArticleSeed[] = [
  {
    date: '2023-02-14',
    text: {
      ko: {
        title: '라이더 보험료를 라이더에게 떠넘긴다는 보도는 사실이 아닙니다',
        subtitle: '시간제 보험료는 배달프렌즈와 협력사가 전액 부담합니다',
        source: source.ko,
        body: [
          '일부 매체에서 배달프렌즈가 라이더의 유상운송 보험료를 라이더에게 부담시킨다고 보도했으나, 이는 사실이 아닙니다.',
          '배달프렌즈와 계약한 라이더가 운행하는 동안 적용되는 시간제 보험료는 배달프렌즈와 배달 협력사가 전액 부담하고 있습니다. 라이더는 앱에서 보험 적용 여부와 보장 내용을 언제든 확인할 수 있습니다.',
        ],
      },
      en: {
        title: 'No, riders do not pay for their own delivery insurance',
        subtitle: 'Pay-per-hour insurance is paid in full by Baedal Friends and its partners',
        source: source.en,
        body: [
          'Some media reported that Baedal Friends makes riders pay for their commercial delivery insurance. This is not true.',
          'The pay-per-hour insurance that covers riders while they work with us is paid in full by Baedal Friends and our delivery partner companies. Riders can check their cover and its details in the app at any time.',
        ],
      },
    },
  },
  {
    date: '2023-06-01',
    text: {
      ko: {
        title: "'최소주문금액 일괄 인상' 주장, 사실과 다릅니다",
        subtitle: '최소주문금액은 각 가게 사장님이 직접 정합니다',
        source: source.ko,
        body: [
          '배달프렌즈가 입점 가게의 최소주문금액을 일괄적으로 올렸다는 주장이 온라인에 퍼지고 있으나, 사실과 다릅니다. 최소주문금액은 각 가게의 사장님이 직접 정하며, 배달프렌즈는 이를 바꿀 수 없습니다.',
          "오히려 1인 가구 고객을 위해 최소주문금액이 없는 1인분 카테고리 '나홀로 한끼'를 운영하고 있습니다.",
        ],
      },
      en: {
        title: "Claim that we 'raised minimum orders across the board' is false",
        subtitle: 'Each restaurant owner sets their own minimum order amount',
        source: source.en,
        body: [
          'A claim is circulating online that Baedal Friends raised minimum order amounts for all partner restaurants. This is false. Each owner sets their restaurant’s minimum order, and Baedal Friends cannot change it.',
          'In fact, for single-person households we run Solo Meal, a one-portion category with no minimum order at all.',
        ],
      },
    },
  },
  {
    date: '2023-10-17',
    text: {
      ko: {
        title: '광고 상품 가입을 강요한다는 주장에 대해 설명드립니다',
        subtitle: '광고 상품은 선택 사항이며, 가입하지 않아도 기본 목록 노출은 똑같습니다',
        source: source.ko,
        body: [
          '배달프렌즈가 입점 가게에 광고 상품 가입을 사실상 강요한다는 주장이 제기됐습니다. 광고 상품은 전적으로 사장님의 선택이며, 가입하지 않아도 가게는 고객의 주소와 거리 기준 기본 목록에 똑같이 노출됩니다.',
          '영업 담당자가 가입을 강요하는 사례가 있다면 윤리경영 신고 채널로 알려 주십시오. 신고자의 신원은 철저히 비밀로 보호됩니다.',
        ],
      },
      en: {
        title: 'On claims that we force restaurants to buy advertising',
        subtitle: 'Advertising is optional and does not affect the standard distance-based listing',
        source: source.en,
        body: [
          'It has been claimed that Baedal Friends effectively forces partner restaurants to buy advertising. Advertising is entirely the owner’s choice. Restaurants that do not advertise appear in the standard listing, based on the customer’s address and distance, in exactly the same way.',
          'If any sales representative pressures you to sign up, please tell us through the ethics reporting channel. Reporters’ identities are kept strictly confidential.',
        ],
      },
    },
  },
  {
    date: '2024-01-29',
    text: {
      ko: {
        title: '정산 대금 지급이 늦어진다는 주장에 대한 사실관계',
        subtitle: '2023년 2월부터 모든 가게의 정산 주기는 3영업일입니다',
        source: source.ko,
        body: [
          '일부 커뮤니티에서 배달프렌즈의 정산 대금 지급이 2주 이상 늦어진다는 글이 공유되고 있습니다. 2023년 2월부터 모든 입점 가게의 정산 주기는 주문 완료 후 3영업일이며, 지난 1년간 지급 지연은 한 건도 없었습니다.',
          '다만 은행 계좌 정보가 바뀌었는데 사장님 라운지에 반영되지 않은 경우 지급이 보류될 수 있습니다. 계좌 정보를 확인해 주시고, 궁금한 점은 고객센터로 문의해 주십시오.',
        ],
      },
      en: {
        title: 'The facts about claims of late settlement payments',
        subtitle: 'Since February 2023 every restaurant has been settled within three business days',
        source: source.en,
        body: [
          'Posts on some online communities claim that Baedal Friends pays restaurants more than two weeks late. Since February 2023, every partner restaurant has been settled within three business days of an order being completed, and there has not been a single late payment in the past year.',
          'Payment can be held, however, if an owner’s bank details have changed and have not been updated in the Owners’ Lounge. Please check your account details and contact customer service with any questions.',
        ],
      },
    },
  },
  {
    date: '2024-03-26',
    text: {
      ko: {
        title: '다회용기 세척 위생 우려, 이렇게 관리합니다',
        subtitle: '7단계 세척과 잔류물 검사를 거친 용기만 다시 사용합니다',
        source: source.ko,
        body: [
          '다회용기의 위생을 걱정하는 목소리에 답합니다. 수거된 용기는 전문 세척 업체에서 불림, 애벌 세척, 고온 세척, 헹굼, 건조, 살균, 잔류물 검사의 7단계를 거칩니다.',
          '검사를 통과하지 못한 용기는 다시 세척하거나 폐기하며, 세척 업체의 위생 상태는 외부 기관이 분기마다 점검합니다.',
        ],
      },
      en: {
        title: 'Hygiene of reusable containers: how we manage it',
        subtitle: 'Only containers that pass a seven-step wash and residue test are used again',
        source: source.en,
        body: [
          'This is our answer to concerns about the hygiene of reusable containers. Every container collected goes through seven steps at a specialist washing facility: soaking, pre-rinsing, high-temperature washing, rinsing, drying, sterilising and a residue test.',
          'Containers that fail the test are washed again or discarded, and an outside body inspects the hygiene of the washing facilities every quarter.',
        ],
      },
    },
  },
  {
    date: '2024-07-02',
    text: {
      ko: {
        title: '로봇 배송 중 사고 보도에 대한 사실 확인',
        subtitle: '보도된 영상 속 로봇은 배달프렌즈 로봇이 아닙니다',
        source: source.ko,
        body: [
          '최근 한 영상 플랫폼에 공개된 로봇 충돌 영상이 배달프렌즈 로봇의 사고로 소개됐으나, 확인 결과 영상 속 로봇은 배달프렌즈가 운영하는 로봇이 아닙니다.',
          '배달프렌즈의 자율주행 로봇은 시범 운영을 시작한 이후 현재까지 인명 사고가 한 건도 없습니다. 모든 로봇은 원격 관제 요원이 실시간으로 지켜보며, 이상이 감지되면 즉시 멈춥니다.',
        ],
      },
      en: {
        title: 'Fact check: reports of a robot delivery accident',
        subtitle: 'The robot in the video is not one of ours',
        source: source.en,
        body: [
          'A video of a robot collision posted on a video platform was described as an accident involving a Baedal Friends robot. We have checked, and the robot in the video is not operated by Baedal Friends.',
          'Since our pilot began, our self-driving robots have not caused a single injury. Every robot is watched in real time by remote operators and stops immediately if anything unusual is detected.',
        ],
      },
    },
  },
  {
    date: '2024-10-08',
    text: {
      ko: {
        title: '고객 개인정보 유출 의혹, 사실이 아닙니다',
        subtitle: '외부 사이트의 유출 자료는 배달프렌즈 시스템과 무관합니다',
        source: source.ko,
        body: [
          '최근 해외 사이트에 올라온 개인정보 자료가 배달프렌즈 고객 정보라는 의혹이 제기됐습니다. 정밀 조사 결과 해당 자료는 배달프렌즈의 데이터 형식과 일치하지 않으며, 당사 시스템에서 유출된 흔적도 없었습니다.',
          '그럼에도 고객 여러분의 불안을 덜기 위해 다른 사이트와 같은 비밀번호를 쓰고 있다면 변경해 주시길 권합니다. 배달프렌즈는 어떤 경우에도 전화나 문자로 비밀번호를 묻지 않습니다.',
        ],
      },
      en: {
        title: 'Alleged leak of customer data: not true',
        subtitle: 'The data posted on an overseas site has nothing to do with our systems',
        source: source.en,
        body: [
          'It has been alleged that personal data posted on an overseas website belongs to Baedal Friends customers. A thorough investigation found that the data does not match our data formats and that there is no trace of any leak from our systems.',
          'Even so, if you use the same password elsewhere, we recommend changing it. Baedal Friends will never ask for your password by phone or text message.',
        ],
      },
    },
  },
]
