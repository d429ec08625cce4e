/** Query keys of the online general meeting (one factory; mutations invalidate through it). */
export const onlineKeys = {
  all: (unionSeq: number) => ["online-meetings", unionSeq] as const,
  panel: (unionSeq: number, meetSeq: number) => [...onlineKeys.all(unionSeq), "panel", meetSeq] as const,
  meeting: (unionSeq: number, id: number) => [...onlineKeys.all(unionSeq), "meeting", id] as const,
  notices: (unionSeq: number, id: number, page: number) =>
    [...onlineKeys.meeting(unionSeq, id), "notices", page] as const,
  opinions: (unionSeq: number, id: number, page: number) =>
    [...onlineKeys.meeting(unionSeq, id), "opinions", page] as const,
  opinion: (unionSeq: number, id: number, opinionSeq: number) =>
    [...onlineKeys.meeting(unionSeq, id), "opinion", opinionSeq] as const,
  speeches: (unionSeq: number, id: number, page: number) =>
    [...onlineKeys.meeting(unionSeq, id), "speeches", page] as const,
  participants: (unionSeq: number, id: number, params: object) =>
    [...onlineKeys.meeting(unionSeq, id), "participants", params] as const,
  viewer: (unionSeq: number, id: number, viewerSeq: number) =>
    [...onlineKeys.meeting(unionSeq, id), "viewer", viewerSeq] as const,
  agendas: (unionSeq: number, meetSeq: number) => [...onlineKeys.all(unionSeq), "agendas", meetSeq] as const,
};
