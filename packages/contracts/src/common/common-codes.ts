/**
 * Common codes (GET /v1/common-codes): every enumerated code set the four specification documents
 * name or clearly imply, with the Korean label the console shows.
 *
 * Markers in the comment above each group:
 * - "(group ours)": the documents list the values but never name the group; the group code is ours.
 * - "(labels ours)": the documents give no Korean text for these codes; the labels are ours.
 * - "(codes ... ours)": the documents give only some codes (or none); the codes named are ours.
 * Codes the documents give are spelled exactly as the documents spell them.
 */

export type CommonCodeItem = { code: string; name: string };
export type CommonCodeGroup = { groupCode: string; items: CommonCodeItem[] };

export const COMMON_CODE_GROUPS: readonly CommonCodeGroup[] = [
  // ── 01: shell, account, billing, member register ──

  // 01 §3 Common codes (owner kind; codes ours: read as the owner type PERSON/COMPANY/PUBLIC/NONE, labels 03 §9)
  {
    groupCode: "UNION_REGISTER_USER_DIVIDE",
    items: [
      { code: "PERSON", name: "개인" },
      { code: "COMPANY", name: "법인" },
      { code: "PUBLIC", name: "국공유지" },
      { code: "NONE", name: "미지정" },
    ],
  },
  // 01 §3 Owner register entry ownerType (group ours; labels 03 §9 owner type labels)
  {
    groupCode: "UNION_REGISTER_OWNER_TYPE",
    items: [
      { code: "PERSON", name: "개인" },
      { code: "COMPANY", name: "법인" },
      { code: "PUBLIC", name: "국공유지" },
      { code: "NONE", name: "미지정" },
    ],
  },
  // 01 §3 Owner register entry shareType (labels ours)
  {
    groupCode: "UNION_REGISTER_SHARE_TYPE",
    items: [
      { code: "SINGLE", name: "단독" },
      { code: "SHARE", name: "공유" },
    ],
  },
  // 01 §3 Owner register entry position; labels from 01 §4 position detail text (NONE label ours)
  {
    groupCode: "UNION_REGISTER_POSITION",
    items: [
      { code: "EXECUTIVE", name: "조합임원" },
      { code: "MEMBER", name: "조합원" },
      { code: "NONE", name: "없음" },
    ],
  },
  // 01 §3 Owner register entry gender (group ours; M/F labels 03 §9, NONE label ours)
  {
    groupCode: "UNION_REGISTER_GENDER",
    items: [
      { code: "M", name: "남자" },
      { code: "F", name: "여자" },
      { code: "NONE", name: "미지정" },
    ],
  },
  // 01 §3 Agent relationType (codes PARENT, CHILD, SIBLING ours; labels ours)
  {
    groupCode: "AGENT_RELATION_TYPE",
    items: [
      { code: "SPOUSE", name: "배우자" },
      { code: "PARENT", name: "부모" },
      { code: "CHILD", name: "자녀" },
      { code: "SIBLING", name: "형제자매" },
      { code: "ETC", name: "기타 (직접입력)" },
    ],
  },
  // 01 §2/§4 Register status (register landing and file-status) (group ours; labels ours)
  {
    groupCode: "UNION_REGISTER_STATUS",
    items: [
      { code: "NONE", name: "미등록" },
      { code: "REGISTER", name: "등록 요청" },
      { code: "REGISTERING", name: "등록 중" },
      { code: "REQUESTING", name: "검토 요청 중" },
      { code: "CONVEY", name: "확정 대기" },
      { code: "CONFIRM", name: "확정" },
      { code: "CANCEL", name: "요청 취소" },
    ],
  },
  // 01 §3 Local address registrationType (also 02 §3, 04 §3) (group ours; labels ours)
  {
    groupCode: "REGISTRATION_TYPE",
    items: [
      { code: "LAND", name: "토지" },
      { code: "BUILDING", name: "건물" },
      { code: "LAND_BUILDING", name: "토지+건물" },
      { code: "AGGREGATE_BUILDING", name: "집합건물" },
    ],
  },
  // 01 §4 Registry change alert (registration trace) status (group ours; labels ours)
  {
    groupCode: "REGISTRATION_TRACE_STATUS",
    items: [
      { code: "ACTIVATING", name: "활성화 중" },
      { code: "ACTIVATED", name: "활성화" },
      { code: "DEACTIVATING", name: "비활성화 중" },
      { code: "DEACTIVATED", name: "비활성화" },
    ],
  },
  // 01 §3 Land ownership landCategory (group ours; codes and labels ours: the 28 statutory 지목 with 2-digit codes)
  {
    groupCode: "LAND_CATEGORY",
    items: [
      { code: "01", name: "전" },
      { code: "02", name: "답" },
      { code: "03", name: "과수원" },
      { code: "04", name: "목장용지" },
      { code: "05", name: "임야" },
      { code: "06", name: "광천지" },
      { code: "07", name: "염전" },
      { code: "08", name: "대" },
      { code: "09", name: "공장용지" },
      { code: "10", name: "학교용지" },
      { code: "11", name: "주차장" },
      { code: "12", name: "주유소용지" },
      { code: "13", name: "창고용지" },
      { code: "14", name: "도로" },
      { code: "15", name: "철도용지" },
      { code: "16", name: "제방" },
      { code: "17", name: "하천" },
      { code: "18", name: "구거" },
      { code: "19", name: "유지" },
      { code: "20", name: "양어장" },
      { code: "21", name: "수도용지" },
      { code: "22", name: "공원" },
      { code: "23", name: "체육용지" },
      { code: "24", name: "유원지" },
      { code: "25", name: "종교용지" },
      { code: "26", name: "사적지" },
      { code: "27", name: "묘지" },
      { code: "28", name: "잡종지" },
    ],
  },
  // 01 §3 Land ownership utilization (02 §3 usageCategory) (group ours; codes and labels ours)
  {
    groupCode: "LAND_UTILIZATION",
    items: [
      { code: "RESIDENTIAL", name: "주거용" },
      { code: "COMMERCIAL", name: "상업용" },
      { code: "RESIDENTIAL_COMMERCIAL", name: "주상용" },
      { code: "INDUSTRIAL", name: "공업용" },
      { code: "FARMLAND", name: "전답" },
      { code: "FOREST", name: "임야" },
      { code: "VACANT", name: "나지" },
      { code: "ROAD", name: "도로" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 02 §3 Code groups used; field 01 §3 Building ownership buildingUsage (codes ours; labels ours)
  {
    groupCode: "BUILDING_USAGE",
    items: [
      { code: "DETACHED_HOUSE", name: "단독주택" },
      { code: "MULTI_UNIT_HOUSE", name: "공동주택" },
      { code: "NEIGHBORHOOD_FACILITY_1", name: "제1종 근린생활시설" },
      { code: "NEIGHBORHOOD_FACILITY_2", name: "제2종 근린생활시설" },
      { code: "CULTURE_ASSEMBLY", name: "문화 및 집회시설" },
      { code: "RELIGIOUS", name: "종교시설" },
      { code: "SALES", name: "판매시설" },
      { code: "MEDICAL", name: "의료시설" },
      { code: "EDUCATION", name: "교육연구시설" },
      { code: "OFFICE", name: "업무시설" },
      { code: "LODGING", name: "숙박시설" },
      { code: "FACTORY", name: "공장" },
      { code: "WAREHOUSE", name: "창고시설" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 01 §3 Building ownership buildingStructure (group ours; codes and labels ours)
  {
    groupCode: "BUILDING_STRUCTURE",
    items: [
      { code: "REINFORCED_CONCRETE", name: "철근콘크리트구조" },
      { code: "STEEL_REINFORCED_CONCRETE", name: "철골철근콘크리트구조" },
      { code: "STEEL", name: "철골구조" },
      { code: "LIGHT_STEEL", name: "경량철골구조" },
      { code: "BRICK", name: "벽돌구조" },
      { code: "BLOCK", name: "블록구조" },
      { code: "WOOD", name: "목구조" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 01 §4 Deposit charge status (group ours; only CANCEL given, other values not shown; REQUEST, COMPLETE and labels ours)
  {
    groupCode: "DEPOSIT_CHARGE_STATUS",
    items: [
      { code: "REQUEST", name: "입금 대기" },
      { code: "COMPLETE", name: "충전 완료" },
      { code: "CANCEL", name: "요청 취소" },
    ],
  },
  // 01 §3 Deposit charge taxInvoiceStatus (group ours; only NONE given, other values not shown; REQUEST, ISSUED and labels ours)
  {
    groupCode: "TAX_INVOICE_STATUS",
    items: [
      { code: "NONE", name: "미신청" },
      { code: "REQUEST", name: "발행 요청" },
      { code: "ISSUED", name: "발행 완료" },
    ],
  },
  // 01 §7 / 04 §1 External-system maintenance check types (group ours; labels ours, as in maintenance.schemas)
  {
    groupCode: "EXTERNAL_SYSTEM_TYPE",
    items: [
      { code: "DATA_ORDER", name: "자료 발급" },
      { code: "SMS_SEND", name: "문자 발송" },
      { code: "POST_SEND", name: "우편 발송" },
    ],
  },

  // ── 02: electronic consents, certificates, counselling ──

  // 02 §2.1 Consent board columns / §3 ElectronicConsent progressStatus
  {
    groupCode: "ELECTRONIC_CONSENT_PROGRESS_STATUS",
    items: [
      { code: "BEFORE", name: "진행전" },
      { code: "IN_PROGRESS", name: "진행중" },
      { code: "COMPLETED", name: "마감" },
    ],
  },
  // 02 §3 Recipient statuses (NOT_SUBMITTED label 02 §2.2 미제출; other labels ours)
  {
    groupCode: "ELECTRONIC_CONSENT_RECIPIENT_SUBMIT_STATUS",
    items: [
      { code: "NOT_SUBMITTED", name: "미제출" },
      { code: "ELECTRONIC_SUBMITTED", name: "전자 제출" },
      { code: "WRITTEN_SUBMITTED", name: "서면 제출" },
      { code: "AUTO_SUBMITTED", name: "자동 제출" },
      { code: "SUBMITTED", name: "제출 완료" },
      { code: "WITHDRAWAL", name: "철회" },
    ],
  },
  // 02 §3 Certificate issue statuses; labels from 02 §2.5 counts 신청불가, 신청중, 신청가능, 다운로드
  {
    groupCode: "CERTIFICATE_ISSUED_STATUS",
    items: [
      { code: "UNAVAILABLE", name: "신청불가" },
      { code: "PENDING", name: "신청중" },
      { code: "AVAILABLE", name: "신청가능" },
      { code: "DOWNLOAD", name: "다운로드" },
    ],
  },
  // 02 §3 ElectronicConsent template.templateType (group ours; labels ours)
  {
    groupCode: "ELECTRONIC_CONSENT_TEMPLATE_TYPE",
    items: [
      { code: "NORMAL", name: "일반" },
      { code: "CERTIFIED", name: "검인" },
    ],
  },
  // 02 §3 Template signatureUsage "OPTIONAL / DISABLED / other" (group ours; code REQUIRED ours; labels ours)
  {
    groupCode: "ELECTRONIC_CONSENT_SIGNATURE_USAGE",
    items: [
      { code: "REQUIRED", name: "필수" },
      { code: "OPTIONAL", name: "선택" },
      { code: "DISABLED", name: "사용 안 함" },
    ],
  },
  // 02 §3 / 03 §3 documentStorageStatus (group ours; only STORING seen, other values not shown; labels ours)
  {
    groupCode: "DOCUMENT_STORAGE_STATUS",
    items: [{ code: "STORING", name: "보관 중" }],
  },
  // 02 §3 / 03 §3 documentStorageExtensionStatus (group ours; only NONE seen, other values not shown; labels ours)
  {
    groupCode: "DOCUMENT_STORAGE_EXTENSION_STATUS",
    items: [{ code: "NONE", name: "미신청" }],
  },
  // 02 §3 Counsel method (only VISIT given, the default; codes PHONE, SMS, ETC ours; labels ours)
  {
    groupCode: "COUNSEL_METHOD_TYPE",
    items: [
      { code: "VISIT", name: "방문" },
      { code: "PHONE", name: "전화" },
      { code: "SMS", name: "문자" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 02 §3 Counsel topics (no codes given; codes ours; labels ours)
  {
    groupCode: "COUNSEL_TOPIC_TYPE",
    items: [
      { code: "BUSINESS_GENERAL", name: "사업 일반" },
      { code: "MEMBER_QUALIFICATION", name: "조합원 자격" },
      { code: "SALES", name: "분양" },
      { code: "APPRAISAL", name: "감정평가" },
      { code: "CONTRIBUTION", name: "분담금" },
      { code: "COMPENSATION", name: "보상·현금청산" },
      { code: "RELOCATION", name: "이주" },
      { code: "GENERAL_MEETING", name: "총회" },
      { code: "CONSENT", name: "동의서" },
      { code: "TAX", name: "세금" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 02 §3 Counsel tendency, default UNDETERMINED (codes POSITIVE, NEUTRAL, NEGATIVE ours; labels 03 §9 chart)
  {
    groupCode: "TENDENCY_TYPE",
    items: [
      { code: "POSITIVE", name: "상 (긍정)" },
      { code: "NEUTRAL", name: "중 (중립)" },
      { code: "NEGATIVE", name: "하 (부정)" },
      { code: "UNDETERMINED", name: "미정" },
    ],
  },
  // 02 §3 Counsel votingWrittenType, default NOT_APPLICABLE (code INCOMPLETE ours; labels ours)
  {
    groupCode: "VOTING_WRITTEN_TYPE",
    items: [
      { code: "COMPLETE", name: "완료" },
      { code: "INCOMPLETE", name: "미완료" },
      { code: "NOT_APPLICABLE", name: "해당없음" },
    ],
  },
  // 02 §3 Counsel meetAttendType, default NOT_APPLICABLE (codes MYSELF, NON_APPEARANCE ours; labels 03 §2.3 counts)
  {
    groupCode: "ATTEND_TYPE",
    items: [
      { code: "MYSELF", name: "본인" },
      { code: "AGENT", name: "대리인" },
      { code: "NON_APPEARANCE", name: "불참" },
      { code: "NOT_APPLICABLE", name: "해당없음" },
    ],
  },

  // ── 03: general meetings ──

  // 03 §3 Meet meetMethod (group ours; labels ours)
  {
    groupCode: "MEET_METHOD",
    items: [
      { code: "ELECTRONIC", name: "전자 총회" },
      { code: "ONSITE", name: "현장 총회" },
      { code: "ONSITE_ELECTRONIC", name: "현장+전자 총회" },
    ],
  },
  // 03 §3 Meet meetType (group ours; labels ours)
  {
    groupCode: "MEET_TYPE",
    items: [
      { code: "REGULAR", name: "정기" },
      { code: "SPECIAL", name: "임시" },
    ],
  },
  // 03 §2 Opening wizard tabs / §3 Meet openType (group ours)
  {
    groupCode: "MEET_OPEN_TYPE",
    items: [
      { code: "GENERAL", name: "총회" },
      { code: "DELEGATE", name: "대의원회" },
      { code: "BOARD", name: "이사회" },
    ],
  },
  // 03 §4 Meet status (group ours)
  {
    groupCode: "MEET_STATUS",
    items: [
      { code: "BEFORE", name: "진행전" },
      { code: "PROCESS", name: "진행중" },
      { code: "COUNTING", name: "집계중" },
      { code: "COMPLETE", name: "종료" },
      { code: "CANCEL", name: "취소" },
    ],
  },
  // 03 §3 Electronic vote signatureType (group ours; labels ours)
  {
    groupCode: "ELECTRONIC_VOTE_SIGNATURE_TYPE",
    items: [
      { code: "ELECTRONIC", name: "전자서명" },
      { code: "HOLOGRAPHIC", name: "자필서명" },
    ],
  },
  // 03 §3 Agenda voteForm (group ours; labels ours)
  {
    groupCode: "AGENDA_VOTE_FORM",
    items: [
      { code: "AGAINST", name: "찬반 투표" },
      { code: "SELECT", name: "선택 투표" },
    ],
  },
  // 03 §3 Agenda voteType (group ours; labels ours)
  {
    groupCode: "AGENDA_VOTE_TYPE",
    items: [
      { code: "MONO", name: "단일" },
      { code: "MULTI", name: "복수" },
    ],
  },
  // 03 §2.7 Preview vote options 찬성=1, 반대=2, 기권=3 (group ours)
  {
    groupCode: "AGENDA_VOTE_OPTION",
    items: [
      { code: "1", name: "찬성" },
      { code: "2", name: "반대" },
      { code: "3", name: "기권" },
    ],
  },
  // 03 §3 Voter electronicVoteStatus.progressStatus, a common-code group (group ours; labels ours; WITH read as 철회)
  {
    groupCode: "ELECTRONIC_VOTE_PROGRESS_STATUS",
    items: [
      { code: "NONE", name: "미발송" },
      { code: "WAIT", name: "전송대기" },
      { code: "OPENED", name: "열람" },
      { code: "VOTED", name: "투표완료" },
      { code: "WITH", name: "철회" },
    ],
  },
  // 03 §3 Voter attendanceCategory (group ours; labels ours)
  {
    groupCode: "MEET_ATTENDANCE_CATEGORY",
    items: [
      { code: "ONLINE", name: "온라인 참석" },
      { code: "ONSITE", name: "현장 참석" },
      { code: "NOT_ATTEND", name: "불참" },
    ],
  },
  // 03 §3 Voter voteCategory (group ours; labels ours)
  {
    groupCode: "MEET_VOTE_CATEGORY",
    items: [
      { code: "PRE_ELECTRONIC_VOTED", name: "사전 전자투표" },
      { code: "PRE_WRITTEN_VOTED", name: "사전 서면투표" },
      { code: "ONSITE_VOTED", name: "현장 투표" },
      { code: "ONLINE_VOTED", name: "온라인 투표" },
      { code: "NOT_VOTED", name: "미투표" },
    ],
  },
  // 03 §2.3 Onsite counts / §3 writtenSubmissionType (group ours; codes ours from count fields; labels 03 §2.3)
  {
    groupCode: "MEET_WRITTEN_SUBMISSION_TYPE",
    items: [
      { code: "DIRECT", name: "제출(직접)" },
      { code: "REGISTERED", name: "제출(등기)" },
      { code: "MANAGER", name: "제출(담당자)" },
    ],
  },
  // 03 §2.3 Onsite counts / §3 attendExpectedType (group ours; codes ours from count fields; labels 03 §2.3)
  {
    groupCode: "MEET_ATTEND_EXPECTED_TYPE",
    items: [
      { code: "EXPECTED", name: "예정" },
      { code: "REFUSAL", name: "거부" },
      { code: "UNDEFINED", name: "미정" },
      { code: "NONE", name: "미응답" },
    ],
  },
  // 03 §3 Voter history actionType (group ours; labels from 03 §2.5 history dialog titles)
  {
    groupCode: "MEET_PARTICIPANT_HISTORY_ACTION_TYPE",
    items: [
      { code: "ADD", name: "추가" },
      { code: "DELETE", name: "삭제" },
      { code: "EDIT", name: "수정" },
    ],
  },
  // 03 §3-§4 Roster (연명부) request status (group ours; FAILED label 03 §4, other labels ours)
  {
    groupCode: "MEET_JOINT_BOOK_STATUS",
    items: [
      { code: "BEFORE", name: "신청 전" },
      { code: "PROCESSING", name: "생성 중" },
      { code: "COMPLETED", name: "생성 완료" },
      { code: "FAILED", name: "생성 실패" },
    ],
  },
  // 03 §2.8 Certificate issuance tabs (certificateType) (group ours)
  {
    groupCode: "MEET_CERTIFICATE_TYPE",
    items: [
      { code: "DIST_CERT", name: "유통 증명서" },
      { code: "VOTE_CERT", name: "투표내역 증명서" },
      { code: "ELEC_CERT", name: "전자문서 증명서" },
    ],
  },
  // 03 §4 Certificate status, electronic-style (group ours; labels ours)
  {
    groupCode: "MEET_CERTIFICATE_STATUS",
    items: [
      { code: "ABLE", name: "신청가능" },
      { code: "COMPLETE", name: "발급완료" },
    ],
  },
  // 03 §4 Online certificate status (group ours; labels ours)
  {
    groupCode: "ONLINE_CERTIFICATE_STATUS",
    items: [
      { code: "UNAVAILABLE", name: "신청불가" },
      { code: "APPLYING", name: "신청중" },
      { code: "AVAILABLE", name: "신청가능" },
      { code: "DOWNLOADABLE", name: "다운로드 가능" },
      { code: "DOWNLOADED", name: "다운로드 완료" },
    ],
  },
  // 03 §2.9 / §4 Online meeting service (application) status (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_SERVICE_STATUS",
    items: [
      { code: "PENDING", name: "미신청" },
      { code: "APPLYING", name: "신청중" },
      { code: "CONFIRMED", name: "승인 완료" },
      { code: "CREATED", name: "개설 완료" },
    ],
  },
  // 03 §3 Online general meeting streamingStatus (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_STREAMING_STATUS",
    items: [
      { code: "BROADCASTING", name: "방송 중" },
      { code: "STOPPED", name: "방송 중지" },
    ],
  },
  // 03 §3 Online general meeting voteStatus (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_VOTE_STATUS",
    items: [
      { code: "VOTING", name: "투표 중" },
      { code: "PENDING", name: "투표 대기" },
    ],
  },
  // 03 §3 Opinion status (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_OPINION_STATUS",
    items: [
      { code: "PENDING", name: "답변 대기" },
      { code: "COMPLETED", name: "답변 완료" },
    ],
  },
  // 03 §3 Speech speechCategory (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_SPEECH_CATEGORY",
    items: [
      { code: "VOICE", name: "음성" },
      { code: "PHONE", name: "전화" },
    ],
  },
  // 03 §3 Speech speechStatusType (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_SPEECH_STATUS",
    items: [
      { code: "REQUESTED", name: "발언 요청" },
      { code: "SPEAKING", name: "발언 중" },
      { code: "PENDING", name: "연결 대기" },
      { code: "COMPLETED", name: "발언 완료" },
      { code: "CANCELED", name: "취소" },
    ],
  },
  // 03 §4 Speech status change actions (PATCH .../speeches/{speechSeq}/status) (group ours; labels 03 §4 buttons)
  {
    groupCode: "ONLINE_MEETING_SPEECH_ACTION",
    items: [
      { code: "APPROVED", name: "발언승인" },
      { code: "DISCONNECTED", name: "연결종료" },
      { code: "CONNECTION_CANCEL", name: "연결취소" },
    ],
  },
  // 03 §3 Attendee viewerAttendanceStatus (group ours; labels ours)
  {
    groupCode: "ONLINE_MEETING_VIEWER_ATTENDANCE_STATUS",
    items: [
      { code: "ATTEND", name: "입장" },
      { code: "LEAVE", name: "퇴장" },
    ],
  },
  // 03 §3 Promotion user userStatus (only USE given; code UNUSED ours; labels ours)
  {
    groupCode: "PROMOTION_USER_STATUS",
    items: [
      { code: "USE", name: "사용" },
      { code: "UNUSED", name: "미사용" },
    ],
  },
  // 03 §3 / §6 Promotion user position, leader HEAD and manager PROM (group ours; labels from 03 §8 E03206 text)
  {
    groupCode: "PROMOTION_USER_POSITION",
    items: [
      { code: "HEAD", name: "홍보 팀장" },
      { code: "PROM", name: "홍보 담당자" },
    ],
  },

  // ── 04: messaging, posts, documents ──

  // 04 §3 SMS smsType (group ours; labels ours)
  {
    groupCode: "SMS_TYPE",
    items: [
      { code: "SMS", name: "SMS (단문)" },
      { code: "LMS", name: "LMS (장문)" },
      { code: "MMS", name: "MMS (이미지)" },
    ],
  },
  // 04 §3 SMS sendType (group ours; labels ours)
  {
    groupCode: "SMS_SEND_TYPE",
    items: [
      { code: "IMMEDIATE", name: "즉시 발송" },
      { code: "SCHEDULE", name: "예약 발송" },
    ],
  },
  // 04 §3 SMS sendStatus (group ours; only WAIT seen, other values not shown; labels ours)
  {
    groupCode: "SMS_SEND_STATUS",
    items: [{ code: "WAIT", name: "대기" }],
  },
  // 04 §3 Caller status (group ours; only C = approved given, other values not shown; labels ours)
  {
    groupCode: "SMS_CALLER_STATUS",
    items: [{ code: "C", name: "승인" }],
  },
  // 04 §3 Post postType, default COMMON (group ours; codes REGISTERED, SEMI_REGISTERED ours; labels ours)
  {
    groupCode: "POST_TYPE",
    items: [
      { code: "COMMON", name: "일반" },
      { code: "REGISTERED", name: "등기" },
      { code: "SEMI_REGISTERED", name: "준등기" },
    ],
  },
  // 04 §3 Post colorType, default COLOR (group ours; code BLACK_WHITE ours; labels ours)
  {
    groupCode: "POST_COLOR_TYPE",
    items: [
      { code: "COLOR", name: "컬러" },
      { code: "BLACK_WHITE", name: "흑백" },
    ],
  },
  // 04 §3 Post flexType 출력형태, default CROSS (group ours; code SINGLE ours; labels ours, CROSS read as 양면)
  {
    groupCode: "POST_FLEX_TYPE",
    items: [
      { code: "CROSS", name: "양면" },
      { code: "SINGLE", name: "단면" },
    ],
  },
  // 04 §3 Post postStatus (group ours; codes ours, the spec shows none; labels ours)
  {
    groupCode: "POST_STATUS",
    items: [
      { code: "REQUESTED", name: "접수" },
      { code: "PRODUCING", name: "제작 중" },
      { code: "SHIPPING", name: "발송 중" },
      { code: "COMPLETED", name: "발송 완료" },
    ],
  },
  // 04 §3 Post recipient deliveryStatus (group ours; only 미배달 given, as UNDELIVERED; other codes and labels ours)
  {
    groupCode: "POST_DELIVERY_STATUS",
    items: [
      { code: "WAIT", name: "접수" },
      { code: "PRINTING", name: "인쇄" },
      { code: "DISPATCHED", name: "배송 중" },
      { code: "DELIVERED", name: "배달 완료" },
      { code: "RETURNED", name: "반송" },
      { code: "UNDELIVERED", name: "미배달" },
    ],
  },
  // 04 §3 Electronic document documentStatus (group ours; only TEMP given, other values not shown; labels ours)
  {
    groupCode: "ELECTRONIC_DOCUMENT_STATUS",
    items: [{ code: "TEMP", name: "임시저장" }],
  },
  // 04 §9 Electronic post send method (group ours; labels ours)
  {
    groupCode: "ELECTRONIC_DOCUMENT_SEND_METHOD",
    items: [{ code: "KAKAO_PAY", name: "카카오페이" }],
  },
  // 04 §2.4a Document issuance registration kinds TD, GD, JD (group ours; labels ours)
  {
    groupCode: "DOCUMENT_ISSUANCE_REGISTRATION_TYPE",
    items: [
      { code: "TD", name: "토지" },
      { code: "GD", name: "건물" },
      { code: "JD", name: "집합건물" },
    ],
  },
  // 04 §3 Document issuance detail issuanceStatus (group ours; only C = completed given; W, F and labels ours)
  {
    groupCode: "DOCUMENT_ISSUANCE_STATUS",
    items: [
      { code: "W", name: "발급 대기" },
      { code: "C", name: "발급 완료" },
      { code: "F", name: "발급 실패" },
    ],
  },
  // 04 §3 Document issuance requestStatus (group, codes and labels ours; values not shown in the spec)
  {
    groupCode: "DOCUMENT_ISSUANCE_REQUEST_STATUS",
    items: [
      { code: "REQUEST", name: "요청" },
      { code: "PROCESSING", name: "발급 중" },
      { code: "COMPLETE", name: "발급 완료" },
    ],
  },
  // 04 §3 Consent status record consentStatus (codes AGREE, DISAGREE ours; NONE = unconfirmed per 04 §3; labels ours)
  {
    groupCode: "UNION_AGREEMENT_RESPONSE_TYPE",
    items: [
      { code: "AGREE", name: "동의" },
      { code: "DISAGREE", name: "반대" },
      { code: "NONE", name: "미확인" },
    ],
  },
  // 04 §3 Form formType (group, codes and labels ours)
  {
    groupCode: "FORM_TYPE",
    items: [
      { code: "MEETING", name: "총회" },
      { code: "CONSENT", name: "동의서" },
      { code: "MEMBER", name: "조합원 관리" },
      { code: "ETC", name: "기타" },
    ],
  },
  // 04 §3 Archive category (group, codes and labels ours)
  {
    groupCode: "ARCHIVE_CATEGORY",
    items: [
      { code: "MEETING", name: "총회 자료" },
      { code: "MINUTES", name: "회의록" },
      { code: "OFFICIAL", name: "공문" },
      { code: "CONTRACT", name: "계약서" },
      { code: "BUSINESS", name: "사업 자료" },
      { code: "ETC", name: "기타" },
    ],
  },
];

/** The items of a common code group (none for a group that does not exist). */
export const commonCodeItems = (groupCode: string): readonly CommonCodeItem[] =>
  COMMON_CODE_GROUPS.find((group) => group.groupCode === groupCode)?.items ?? [];

/** A group's Korean labels by code. */
export const commonCodeLabels = (groupCode: string): Readonly<Record<string, string>> =>
  Object.fromEntries(commonCodeItems(groupCode).map((item) => [item.code, item.name]));

/** Whether `code` is one of the group's codes. */
export const isCommonCode = (groupCode: string, code: string): boolean =>
  commonCodeItems(groupCode).some((item) => item.code === code);
