import type { WritingSeed } from '../types'

/** Together posts: rider safety, and neighbours and colleagues. */
export const writings2: WritingSeed[] = [
  {
    date: '2023-06-15',
    category: 'riders',
    text: {
      ko: {
        title: '6개월마다 돌아오는 안전 점검, 현장에서는',
        summary: '배달 협력사 안전보건 점검 현장을 함께 다녀왔습니다.',
        body: [
          '배달프렌즈의 안전보건 정책에 따라 모든 배달 협력사는 최소 6개월마다 준수 점검을 받습니다. 점검단은 안전 장비 지급 기록, 안전교육 이수율, 사고 보고 절차를 하나씩 확인합니다.',
          '이번 점검에서는 헬멧 교체 주기를 지키지 않은 사례가 발견돼 협력사와 함께 개선 계획을 세웠습니다. 개선 결과는 다음 점검에서 다시 확인합니다.',
        ],
      },
      en: {
        title: 'Inside a six-monthly safety check',
        summary: 'We joined a safety and health check at one of our delivery partners.',
        body: [
          'Under our safety and health policy, every delivery partner is checked for compliance at least every six months. The inspection team goes through safety equipment records, training completion rates and accident reporting procedures one by one.',
          'This check found that helmets were not being replaced on schedule, so we drew up an improvement plan with the partner. The next check will confirm the result.',
        ],
      },
    },
  },
  {
    date: '2024-08-08',
    category: 'riders',
    text: {
      ko: {
        title: '폭염 속 잠시 쉬어 가는 라이더 쉼터',
        summary: '도심 곳곳에 문을 연 라이더 쉼터에서 더위를 피하는 라이더들을 만났습니다.',
        body: [
          '한여름 낮 기온이 35도를 넘는 날, 라이더 쉼터에는 시원한 물과 휴대전화 충전기, 잠시 누울 수 있는 의자가 마련돼 있습니다. 배달프렌즈는 지방자치단체와 함께 서울과 부산, 대구에 쉼터 30곳을 운영하고 있습니다.',
          '폭염 특보가 내려지면 프렌즈 라이더 앱이 가까운 쉼터를 안내하고, 연속 운행 시간이 길어지면 휴식을 권합니다.',
        ],
      },
      en: {
        title: 'Rider rest stops offer a break from the heatwave',
        summary: 'We met riders escaping the heat at rest stops that have opened across the city.',
        body: [
          'On summer days above 35 degrees, rider rest stops offer cold water, phone chargers and somewhere to lie down for a moment. Together with local governments, Baedal Friends runs 30 rest stops in Seoul, Busan and Daegu.',
          'When a heatwave warning is issued, the Friends Rider app points riders to the nearest rest stop and suggests a break after long stretches on the road.',
        ],
      },
    },
  },
  {
    date: '2025-06-26',
    category: 'riders',
    text: {
      ko: {
        title: '신입 라이더의 첫 주',
        summary: '프렌즈 라이더 앱으로 일을 시작한 신입 라이더의 일주일을 기록했습니다.',
        body: [
          '첫날, 신입 라이더는 앱에서 교통 법규와 응급 처치를 다루는 필수 안전교육을 마쳤습니다. 교육을 마쳐야 배차를 받을 수 있습니다.',
          '셋째 날에는 묶음배달 주문을 처음 받았습니다. 앱이 두 집을 도는 순서와 위험 구간을 미리 알려 줘 어렵지 않았다고 합니다. 주말에는 폭우 특보로 배차가 줄어 일찍 일을 마쳤습니다.',
          '그는 "처음이라 걱정했는데 앱이 안전을 먼저 챙겨 줘서 든든했다"고 말했습니다.',
        ],
      },
      en: {
        title: 'A new rider’s first week',
        summary: 'We followed the first week of a rider who has just started with the Friends Rider app.',
        body: [
          'On day one, the new rider completed the required safety training in the app, covering traffic law and first aid. Riders receive orders only after finishing it.',
          'On day three he took his first bundle delivery. The app showed him in advance which home to visit first and where the risky spots were, so it went smoothly. At the weekend, a heavy rain warning reduced dispatch, and he finished early.',
          '"I was nervous, being new, but the app put safety first, which was reassuring," he said.',
        ],
      },
    },
  },
  {
    date: '2026-08-12',
    category: 'riders',
    text: {
      ko: {
        title: '로봇과 라이더가 함께 배달하는 동네',
        summary: '단지 안은 로봇이, 단지 밖은 라이더가 맡는 새로운 배달 방식을 소개합니다.',
        body: [
          '자율주행 로봇이 운영되는 단지에서 라이더는 입구의 거점에 음식을 맡기고 곧바로 다음 주문으로 이동합니다. 엘리베이터를 기다리거나 단지 안을 걸어 다니는 시간이 줄어 라이더의 하루가 한결 여유로워졌습니다.',
          '로봇은 라이더를 대신하는 것이 아니라, 라이더가 가장 힘들어하던 구간을 나눠 맡는 동료입니다.',
        ],
      },
      en: {
        title: 'Where robots and riders deliver together',
        summary: 'Robots handle the trip inside the complex, riders everything outside it: a new way of delivering.',
        body: [
          'At complexes served by self-driving robots, riders leave the food at a hub by the entrance and head straight to their next order. With no more waiting for lifts or walking between buildings, their days are noticeably less rushed.',
          'The robots do not replace riders. They are colleagues who take on the part of the trip riders found hardest.',
        ],
      },
    },
  },
  {
    date: '2024-12-20',
    category: 'people',
    text: {
      ko: {
        title: '동네 가게가 차린 따뜻한 한 끼',
        summary: '결식 우려 아동에게 동네 가게의 식사를 배달하는 급식 지원 사업 현장입니다.',
        body: [
          '배달프렌즈는 결식 우려 아동이 편의점 도시락 대신 동네 가게의 따뜻한 식사를 먹을 수 있도록 급식 지원 사업을 운영합니다. 아이들은 급식 카드로 앱에서 원하는 메뉴를 고릅니다.',
          '이 사업은 2030년까지 사회공헌에 2,000억 원을 투자하는 계획의 핵심 가운데 하나입니다. 참여 가게는 정상 가격으로 음식값을 받고, 배달팁은 배달프렌즈가 부담합니다.',
        ],
      },
      en: {
        title: 'A warm meal from the neighbourhood restaurant',
        summary: 'Inside our programme that delivers meals from local restaurants to children at risk of going hungry.',
        body: [
          'Baedal Friends runs a meal programme so that children at risk of missing meals can eat a warm dish from a neighbourhood restaurant instead of a convenience-store lunch box. Children choose what they like in the app using their meal card.',
          'The programme is central to our plan to invest 200 billion won in social programmes by 2030. Participating restaurants are paid the full menu price, and Baedal Friends covers the delivery fee.',
        ],
      },
    },
  },
  {
    date: '2024-10-09',
    category: 'people',
    text: {
      ko: {
        title: '한글날, 무료 글꼴을 만드는 사람들',
        summary: '열두 번째 무료 글꼴을 만든 디자이너들의 작업실을 찾았습니다.',
        body: [
          '글꼴 하나를 완성하려면 한글 11,172자를 모두 그려야 합니다. 배달프렌즈 디자인팀은 간판과 손글씨에서 영감을 얻어 한 글꼴에 1년 넘는 시간을 들입니다.',
          '완성된 글꼴은 누구나 무료로 내려받아 상업적 용도로도 쓸 수 있습니다. 디자이너들은 "작은 가게 간판에 우리 글꼴이 걸려 있을 때 가장 뿌듯하다"고 말합니다.',
        ],
      },
      en: {
        title: 'On Hangeul Day, meet the people who make our free fonts',
        summary: 'We visited the studio of the designers behind our twelfth free font.',
        body: [
          'A complete Korean font needs all 11,172 Hangeul syllables drawn. Inspired by shop signs and handwriting, the Baedal Friends design team spends more than a year on each font.',
          'Finished fonts are free for anyone to download and use, commercially too. "We are proudest when we spot one of our fonts on a small shop’s sign," the designers say.',
        ],
      },
    },
  },
  {
    date: '2025-09-18',
    category: 'people',
    text: {
      ko: {
        title: '배달의 순간을 담은 음악 앨범',
        summary: '주방의 소리와 골목의 리듬을 담은 무료 음원 앨범의 제작기입니다.',
        body: [
          '사내 음악 동아리와 외부 작곡가가 함께 만든 무료 음원 앨범에는 아홉 곡이 담겼습니다. 주문 알림이 울리는 주방, 비 오는 골목을 달리는 라이더, 한밤의 야식처럼 배달의 순간들이 곡이 됐습니다.',
          '앨범의 모든 곡은 영상, 매장 배경음악 등 어디에나 자유롭게 쓸 수 있습니다. 단, 음원 파일 자체를 판매할 수는 없습니다.',
        ],
      },
      en: {
        title: 'An album made from moments of delivery',
        summary: 'How our free music album, full of kitchen sounds and alleyway rhythms, came together.',
        body: [
          'Our in-house music club and outside composers made a free album of nine tracks. Moments of delivery became songs: a kitchen as the order alert sounds, a rider in a rainy alley, a late-night snack.',
          'Every track may be used freely, in videos, as background music in shops and anywhere else. Only selling the music files themselves is not allowed.',
        ],
      },
    },
  },
  {
    date: '2026-04-16',
    category: 'people',
    text: {
      ko: {
        title: '임직원이 여는 어르신 디지털 주문 교실',
        summary: '테이블오더와 배달앱 사용법을 알려 드리는 임직원 봉사 활동을 소개합니다.',
        body: [
          '식당에 태블릿 주문이 늘면서 어르신들의 불편도 커졌습니다. 배달프렌즈 임직원들은 한 달에 두 번 복지관을 찾아 테이블오더 주문하기, 앱으로 음식 주문하기, 상품권 선물하기를 차근차근 알려 드립니다.',
          '수업에서 나온 어르신들의 의견은 큰 글씨 모드와 음성 안내 등 실제 서비스 개선으로 이어지고 있습니다.',
        ],
      },
      en: {
        title: 'Colleagues run digital ordering classes for older people',
        summary: 'Staff volunteers teach older people to use table ordering and the delivery app.',
        body: [
          'As more restaurants take orders on tablets, many older people find eating out harder. Twice a month, Baedal Friends staff visit welfare centres to show them, step by step, how to order at the table, order food in the app and send gift cards.',
          'Feedback from the classes has led to real improvements, such as a large-text mode and voice guidance.',
        ],
      },
    },
  },
]
