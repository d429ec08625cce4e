import type { MeetDetail, MeetMethod } from "@johap/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** What every tab of a meeting's detail receives: the union and the meeting as GET /v1/meets/{meetSeq} reads it. */
export type MeetDetailTabProps = { unionSeq: number; meet: MeetDetail };

type TabComponent = LazyExoticComponent<ComponentType<MeetDetailTabProps>>;

/**
 * A tab of the detail: its key in the URL (`?tab=`), its Korean label, the methods that show it, its lazy page.
 * Keys of later issues (result 집계 결과, relay 현장중계, online 온라인 총회) come with issues 16 and 18.
 */
export type MeetDetailTab = {
  key: string;
  label: string;
  methods: readonly MeetMethod[];
  Component: TabComponent;
};

const ALL: readonly MeetMethod[] = ["ELECTRONIC", "ONSITE", "ONSITE_ELECTRONIC"];
const WITH_EVOTE: readonly MeetMethod[] = ["ELECTRONIC", "ONSITE_ELECTRONIC"];
const WITH_ONSITE: readonly MeetMethod[] = ["ONSITE", "ONSITE_ELECTRONIC"];

const lazyTab = (load: () => Promise<ComponentType<MeetDetailTabProps>>): TabComponent =>
  lazy(async () => ({ default: await load() }));

/**
 * The tabs of spec 03 §2.2 in the spec's order (ELECTRONIC: HOME, 전자투표 관리, 집계 결과, 선거인 관리; ONSITE:
 * HOME, 서면투표 관리, 실시간 참석 현황, 집계 결과, 선거인 관리, 온라인 총회; ONSITE_ELECTRONIC: all of them and
 * 현장중계). Each part adds its entry at its place in this list:
 * - meetvoters: `evote` 전자투표 관리 (WITH_EVOTE) and `voters` 선거인 관리 (ALL);
 * - meetonsite: `written` 서면투표 관리 and `attendance` 실시간 참석 현황 (WITH_ONSITE).
 */
export const MEET_DETAIL_TABS: readonly MeetDetailTab[] = [
  {
    key: "home",
    label: "HOME",
    methods: ALL,
    Component: lazyTab(async () => (await import("./components/meet-home-tab")).MeetHomeTab),
  },
  {
    key: "evote",
    label: "전자투표 관리",
    methods: WITH_EVOTE,
    Component: lazyTab(async () => (await import("../voters/components/evote-tab")).EvoteTab),
  },
  {
    key: "written",
    label: "서면투표 관리",
    methods: WITH_ONSITE,
    Component: lazyTab(async () => (await import("../onsite/components/written-tab")).WrittenTab),
  },
  {
    key: "attendance",
    label: "실시간 참석 현황",
    methods: WITH_ONSITE,
    Component: lazyTab(async () => (await import("../onsite/components/attendance-tab")).AttendanceTab),
  },
  {
    key: "results",
    label: "집계 결과",
    methods: ALL,
    Component: lazyTab(async () => (await import("../results/components/results-tab")).ResultsTab),
  },
  {
    key: "voters",
    label: "선거인 관리",
    methods: ALL,
    Component: lazyTab(async () => (await import("../voters/components/roster-tab")).RosterTab),
  },
  {
    key: "relay",
    label: "현장중계",
    methods: ["ONSITE_ELECTRONIC"],
    Component: lazyTab(async () => (await import("../relay/components/relay-tab")).RelayTab),
  },
  {
    key: "online",
    label: "온라인 총회",
    methods: WITH_ONSITE,
    Component: lazyTab(async () => (await import("../../online-meetings")).OnlineMeetingTab),
  },
];

/** The tabs a meeting of `method` shows, in order. */
export const tabsOf = (method: MeetMethod) => MEET_DETAIL_TABS.filter((tab) => tab.methods.includes(method));

/**
 * The on-site block of HOME's overview (ONSITE, ONSITE_ELECTRONIC: 서면 제출 현황 with its three donuts), filled
 * by meetonsite with its lazy component; HOME shows nothing there while it is null.
 */
export const HOME_ONSITE_BLOCK: TabComponent | null = lazyTab(
  async () => (await import("../onsite/components/onsite-home-block")).OnsiteHomeBlock,
);

// Kept referenced until the parts plug in their tabs (the linter refuses unused constants).
export const METHOD_GROUPS = { ALL, WITH_EVOTE, WITH_ONSITE } as const;
