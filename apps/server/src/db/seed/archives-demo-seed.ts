import type { ArchiveCategory } from "@johap/contracts";
import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { members } from "../../modules/account/account.table";
import { archiveFiles, archiveHistories, archives } from "../../modules/archives/archives.table";
import { files } from "../../modules/files/files.table";
import type { FileStore } from "../../platform/file-store";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import type { Db } from "../client";

const DAY = 24 * 3600 * 1000;

type DemoFile = { name: string; make: () => Promise<{ bytes: Buffer; contentType: string }> };
type DemoEntry = {
  category: ArchiveCategory;
  title: string;
  content: string;
  isPublic: boolean;
  daysAgo: number;
  files: DemoFile[];
  /** Downloads after the upload: [days after, who (0 the supervisor, 1 the staff member)]. */
  downloads: [number, 0 | 1][];
};

const pdfOf = (title: string, paragraphs: string[]) => async () => {
  const pdf = await KoreanPdf.create({ title, footer: `한빛1구역 주택재개발정비사업조합 · ${title}` });
  pdf.title(title);
  for (const text of paragraphs) pdf.paragraph(text);
  return { bytes: Buffer.from(await pdf.save()), contentType: "application/pdf" };
};

const xlsxOf = (sheet: string, rows: (string | number)[][]) => async () => {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  for (const row of rows) ws.addRow(row);
  return {
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
};

const ENTRIES: DemoEntry[] = [
  {
    category: "MEETING",
    title: "2026년 정기총회 안건집",
    content: "2026년 정기총회 안건집입니다. 안건별 설명과 서면결의서 작성 방법을 함께 실었습니다.",
    isPublic: true,
    daysAgo: 40,
    files: [
      {
        name: "2026년 정기총회 안건집.pdf",
        make: pdfOf("2026년 정기총회 안건집", [
          "제1호 안건: 2025년도 결산 보고 및 승인의 건",
          "제2호 안건: 2026년도 예산(안) 승인의 건",
          "제3호 안건: 정비사업전문관리업자 변경 계약 체결의 건",
          "서면결의서는 총회 전날까지 조합 사무실에 도착하도록 보내 주십시오.",
        ]),
      },
    ],
    downloads: [
      [2, 1],
      [5, 0],
      [9, 1],
    ],
  },
  {
    category: "MINUTES",
    title: "제12차 이사회 회의록",
    content: "제12차 이사회(2026년 10월) 회의록입니다. 참석 이사 7명, 안건 3건 원안 가결.",
    isPublic: true,
    daysAgo: 25,
    files: [
      {
        name: "제12차 이사회 회의록.pdf",
        make: pdfOf("제12차 이사회 회의록", [
          "일시: 2026년 10월 14일 오후 7시 / 장소: 조합 사무실 회의실",
          "참석: 조합장 외 이사 6명, 감사 1명",
          "안건: 정기총회 개최 일정 확정, 협력업체 선정 공고, 조합 운영규정 개정안 상정",
          "결과: 세 안건 모두 원안대로 가결하였다.",
        ]),
      },
    ],
    downloads: [[1, 0]],
  },
  {
    category: "OFFICIAL",
    title: "구청 사업시행계획 보완 요청 공문",
    content: "구청에서 받은 사업시행계획 보완 요청 공문과 조합의 회신 초안입니다.",
    isPublic: false,
    daysAgo: 18,
    files: [
      {
        name: "사업시행계획 보완 요청.pdf",
        make: pdfOf("사업시행계획 보완 요청", [
          "수신: 한빛1구역 주택재개발정비사업조합장",
          "제목: 사업시행계획인가 신청서 보완 요청",
          "교통영향평가 결과 반영 도면과 임대주택 배치 계획을 보완하여 제출하여 주시기 바랍니다.",
        ]),
      },
      {
        name: "회신 초안.pdf",
        make: pdfOf("회신 초안", [
          "요청하신 보완 자료를 별첨과 같이 제출합니다.",
          "별첨: 보완 도면 1부, 임대주택 배치 계획 1부",
        ]),
      },
    ],
    downloads: [],
  },
  {
    category: "BUSINESS",
    title: "조합원 현황 집계 (10월 말)",
    content: "10월 말 기준 조합원 현황 집계표입니다. 동별 조합원 수와 동의율을 정리했습니다.",
    isPublic: true,
    daysAgo: 12,
    files: [
      {
        name: "조합원 현황 집계.xlsx",
        make: xlsxOf("조합원 현황", [
          ["동", "조합원 수", "동의 수", "동의율(%)"],
          ["한빛동 1가", 812, 701, 86.3],
          ["한빛동 2가", 1044, 893, 85.5],
          ["한빛동 3가", 1141, 979, 85.8],
        ]),
      },
    ],
    downloads: [
      [1, 1],
      [3, 1],
    ],
  },
  {
    category: "CONTRACT",
    title: "정비사업전문관리업자 용역 계약서",
    content: "정비사업전문관리업자와 맺은 용역 계약서 사본입니다.",
    isPublic: false,
    daysAgo: 7,
    files: [
      {
        name: "용역 계약서.pdf",
        make: pdfOf("정비사업전문관리 용역 계약서", [
          "발주자: 한빛1구역 주택재개발정비사업조합",
          "수급자: ○○정비 주식회사",
          "계약 기간: 사업시행계획인가일부터 이전고시일까지",
        ]),
      },
    ],
    downloads: [[2, 0]],
  },
  {
    category: "ETC",
    title: "조합 사무실 운영 안내",
    content: "조합 사무실 운영 시간과 방문 상담 예약 방법 안내문입니다. 평일 오전 10시부터 오후 6시까지 운영합니다.",
    isPublic: true,
    daysAgo: 3,
    files: [],
    downloads: [],
  },
];

/**
 * The demo union's archive (자료실): entries of every category, their files (made here and put in the file
 * store) and a history of uploads and downloads by the supervisor and the staff member. Without a store
 * (a test seeding only the database) the entries are seeded without files.
 */
export async function seedDemoArchives(db: Db, unionSeq: number, loginIds: readonly string[], store?: FileStore) {
  const people = await db
    .select({ memberSeq: members.memberSeq, nickname: members.nickname, loginId: members.loginId })
    .from(members)
    .where(inArray(members.loginId, [...loginIds]));
  const byLogin = loginIds.map((loginId) => people.find((p) => p.loginId === loginId));
  const writer = byLogin[0];
  if (!writer) return;
  if ((await db.select({ n: archives.archiveSeq }).from(archives).where(eq(archives.unionSeq, unionSeq))).length > 0)
    return;
  const now = Date.now();
  for (const entry of ENTRIES) {
    const createdAt = new Date(now - entry.daysAgo * DAY);
    const [row] = await db
      .insert(archives)
      .values({
        unionSeq,
        category: entry.category,
        title: entry.title,
        content: entry.content,
        isPublic: entry.isPublic,
        createdBy: writer.memberSeq,
        createdAt,
        modifiedAt: createdAt,
      })
      .returning({ archiveSeq: archives.archiveSeq });
    const archiveSeq = row!.archiveSeq;
    if (!store) continue;
    for (const [position, demoFile] of entry.files.entries()) {
      const { bytes, contentType } = await demoFile.make();
      const storageKey = `union_board/demo/${unionSeq}-${archiveSeq}-${position}`;
      await store.put(storageKey, bytes);
      const [file] = await db
        .insert(files)
        .values({
          unionSeq,
          uploadedBy: writer.memberSeq,
          divisionCode: "UNION_BOARD",
          originalName: demoFile.name,
          contentType,
          size: bytes.length,
          storageKey,
          status: "STORED",
          createdAt,
        })
        .returning({ fileSeq: files.fileSeq });
      const fileSeq = file!.fileSeq;
      await db.insert(archiveFiles).values({ archiveSeq, fileSeq, position, createdAt });
      const history = [
        { action: "UPLOAD" as const, who: writer, at: createdAt },
        ...entry.downloads.map(([days, who]) => ({
          action: "DOWNLOAD" as const,
          who: byLogin[who] ?? writer,
          at: new Date(createdAt.getTime() + days * DAY + position * 60_000),
        })),
      ];
      await db.insert(archiveHistories).values(
        history.map((h) => ({
          archiveSeq,
          action: h.action,
          fileSeq,
          fileName: demoFile.name,
          memberSeq: h.who.memberSeq,
          nickname: h.who.nickname,
          occurredAt: h.at,
        })),
      );
    }
  }
}
