import type { RouteObject } from "react-router";
import { CALLERS_SEGMENT, MESSAGES_PATH, RECORDS_SEGMENT } from "./sms-paths";

const loadMessagesLayout = async () => (await import("./pages/messages-layout")).MessagesLayout;
const loadSendPage = async () => (await import("./pages/send-page")).SendPage;
const loadRecordsPage = async () => (await import("./pages/records-page")).RecordsPage;
const loadRecordPage = async () => (await import("./pages/record-page")).RecordPage;
const loadCallersPage = async () => (await import("./pages/callers-page")).CallersPage;

/** Spec 04 §2.1 messages (M0403): tabs 문자발송, 내역 관리 (with records/{smsId}), 발신번호 관리. */
export const smsRoutes = (): RouteObject[] => [
  {
    path: MESSAGES_PATH,
    lazy: { Component: loadMessagesLayout },
    children: [
      { index: true, lazy: { Component: loadSendPage } },
      { path: RECORDS_SEGMENT, lazy: { Component: loadRecordsPage } },
      { path: `${RECORDS_SEGMENT}/:smsId`, lazy: { Component: loadRecordPage } },
      { path: CALLERS_SEGMENT, lazy: { Component: loadCallersPage } },
    ],
  },
];
