import type { RouteObject } from "react-router";
import { POSTS_PATH, RECORDS_SEGMENT } from "./posts-paths";

const loadLayout = async () => (await import("./pages/posts-layout")).PostsLayout;
const loadSendPage = async () => (await import("./pages/post-send-page")).PostSendPage;
const loadRecordsPage = async () => (await import("./pages/post-records-page")).PostRecordsPage;
const loadRecordPage = async () => (await import("./pages/post-record-page")).PostRecordPage;

/** Spec 04 §2.2 posts (M0405): tabs 우편발송 and 내역 관리 (with records/{postSeq}). */
export const postsRoutes = (): RouteObject[] => [
  {
    path: POSTS_PATH,
    lazy: { Component: loadLayout },
    children: [
      { index: true, lazy: { Component: loadSendPage } },
      { path: RECORDS_SEGMENT, lazy: { Component: loadRecordsPage } },
      { path: `${RECORDS_SEGMENT}/:postSeq`, lazy: { Component: loadRecordPage } },
    ],
  },
];
