import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import {
  AGENDA_SEGMENT,
  CERTIFICATIONS_SEGMENT,
  HISTORY_SEGMENT,
  MEETINGS_PATH,
  OPEN_SEGMENT,
  PARTICIPANT_HISTORIES_SEGMENT,
  parseSeq,
} from "./meetings-paths";

const loadOpenPage = async () => (await import("./open/pages/meet-open-page")).MeetOpenPage;
const loadAgendaPage = async () => (await import("./open/pages/meet-agenda-page")).MeetAgendaPage;
const loadHistoryPage = async () => (await import("./history/pages/meet-history-page")).MeetHistoryPage;
const loadDetailPage = async () => (await import("./detail/pages/meet-detail-page")).MeetDetailPage;
const loadVoterEditPage = async () => (await import("./voters/pages/voter-edit-page")).VoterEditPage;
const loadParticipantHistoriesPage = async () =>
  (await import("./voters/pages/participant-histories-page")).ParticipantHistoriesPage;

const loadCertificationsPage = async () =>
  (await import("./certificates/pages/certifications-page")).CertificationsPage;
const loadCertificationPage = async () => (await import("./certificates/pages/certification-page")).CertificationPage;

/** A URL that names no meeting or voter is the not-found page (`abc` matches `:meetSeq` but is no number). */
export function meetSeqLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (parseSeq(params.meetSeq) === null) throw data(null, { status: 404 });
  if (params.meetParticipantSeq !== undefined && parseSeq(params.meetParticipantSeq) === null) {
    throw data(null, { status: 404 });
  }
  return null;
}

/**
 * Spec 03 §2 (menus M1003 and M1004). Each part adds its pages here: the opening wizard (open, open/agenda),
 * the history list, a meeting's detail with its tabs, a voter's edit page and the voter change history.
 */
export const meetingsRoutes = (): RouteObject[] => [
  {
    path: MEETINGS_PATH,
    children: [
      {
        path: OPEN_SEGMENT,
        children: [
          { index: true, lazy: { Component: loadOpenPage } },
          { path: AGENDA_SEGMENT, lazy: { Component: loadAgendaPage } },
        ],
      },
      {
        path: HISTORY_SEGMENT,
        children: [
          { index: true, lazy: { Component: loadHistoryPage } },
          { path: ":meetSeq", loader: meetSeqLoader, lazy: { Component: loadDetailPage } },
          {
            path: `:meetSeq/${PARTICIPANT_HISTORIES_SEGMENT}`,
            loader: meetSeqLoader,
            lazy: { Component: loadParticipantHistoriesPage },
          },
          { path: ":meetSeq/:meetParticipantSeq", loader: meetSeqLoader, lazy: { Component: loadVoterEditPage } },
        ],
      },
      {
        path: CERTIFICATIONS_SEGMENT,
        children: [
          { index: true, lazy: { Component: loadCertificationsPage } },
          { path: ":meetSeq", loader: meetSeqLoader, lazy: { Component: loadCertificationPage } },
        ],
      },
    ],
  },
];
