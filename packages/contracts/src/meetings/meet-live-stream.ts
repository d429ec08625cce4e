import { z } from "zod";

/** Spec 03 §5 Live link and §8: the messages of the on-site relay (현장중계). */
export const LIVE_STREAM_MESSAGES = {
  urlInvalid: "총회 현장중계 URL주소 형식이 올바르지 않습니다. 다시 확인해주세요.",
  registered: "총회 현장중계 URL주소 등록이 완료되었습니다.",
  deleted: "삭제되었습니다.",
  // ours
  notRelayMethod: "현장중계는 현장+전자 총회에서만 등록할 수 있습니다.",
  closed: "진행전 또는 진행중인 총회에서만 현장중계를 변경할 수 있습니다.",
  delay: "현장중계 영상은 실제 현장과 5~10초 정도 차이가 있을 수 있습니다.",
} as const;

/** The longest link we keep (browsers and SMS both cope with it). */
export const LIVE_STREAM_URL_MAX = 500;

/** A video site's link and the player page that embeds it (`null`: the site plays only on its own page). */
type VideoSite = { name: string; pattern: RegExp; embed: (match: RegExpExecArray) => string | null };

/**
 * The video sites a relay link may point to (spec 03 §5 "must match a video-site URL pattern"; the sites are
 * ours): YouTube (watch, live, shorts, embed, youtu.be), Naver TV, Kakao TV, SOOP (AfreecaTV), Twitch and
 * Vimeo, https only, each as its own link shape.
 */
const VIDEO_SITES: readonly VideoSite[] = [
  {
    name: "YouTube",
    pattern:
      /^https:\/\/(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[\w-]+=[\w%.-]*&)*v=|live\/|shorts\/|embed\/)([\w-]{11})(?:[?&#][\w%=&.-]*)?$/,
    embed: (m) => `https://www.youtube.com/embed/${m[1]}`,
  },
  {
    name: "YouTube",
    pattern: /^https:\/\/youtu\.be\/([\w-]{11})(?:\?[\w%=&.-]*)?$/,
    embed: (m) => `https://www.youtube.com/embed/${m[1]}`,
  },
  {
    name: "Naver TV",
    pattern: /^https:\/\/(?:m\.)?tv\.naver\.com\/(?:v|l|embed)\/(\d+)\/?(?:\?[\w%=&.-]*)?$/,
    embed: (m) => `https://tv.naver.com/embed/${m[1]}`,
  },
  {
    name: "Kakao TV",
    pattern: /^https:\/\/tv\.kakao\.com\/(?:v\/|channel\/\d+\/(?:cliplink|livelink)\/)(\d+)\/?(?:\?[\w%=&.-]*)?$/,
    embed: (m) => `https://play-tv.kakao.com/embed/player/cliplink/${m[1]}`,
  },
  {
    name: "SOOP",
    pattern: /^https:\/\/play\.(?:afreecatv\.com|sooplive\.co\.kr)\/([a-z0-9_]+)\/(\d+)\/?$/i,
    embed: (m) => `https://play.sooplive.co.kr/${m[1]}/${m[2]}/embed`,
  },
  {
    name: "Twitch",
    pattern: /^https:\/\/(?:www\.)?twitch\.tv\/([a-z0-9_]{3,25})\/?$/i,
    embed: () => null,
  },
  {
    name: "Vimeo",
    pattern: /^https:\/\/(?:www\.)?vimeo\.com\/(?:event\/)?(\d+)\/?(?:\?[\w%=&.-]*)?$/,
    embed: (m) => `https://player.vimeo.com/video/${m[1]}`,
  },
];

const siteMatch = (url: string) => {
  for (const site of VIDEO_SITES) {
    const match = site.pattern.exec(url.trim());
    if (match) return { site, match };
  }
  return null;
};

/** Whether `url` is a relay link of a video site we accept. */
export const isLiveStreamUrl = (url: string) => url.length <= LIVE_STREAM_URL_MAX && siteMatch(url) !== null;

/** The player address the console's preview embeds, or null when the site cannot be embedded. */
export function liveStreamEmbedUrl(url: string): string | null {
  const found = siteMatch(url);
  return found ? found.site.embed(found.match) : null;
}

/** The hosts the preview may frame (the Content-Security-Policy's frame-src). */
export const LIVE_STREAM_FRAME_HOSTS = [
  "https://www.youtube.com",
  "https://tv.naver.com",
  "https://play-tv.kakao.com",
  "https://play.sooplive.co.kr",
  "https://player.vimeo.com",
] as const;

/** PUT /v1/meets/{meetSeq}/live-stream: the video link (required; a video site's link). */
export const PutLiveStreamBodySchema = z.object({
  url: z
    .string({ error: LIVE_STREAM_MESSAGES.urlInvalid })
    .trim()
    .min(1, LIVE_STREAM_MESSAGES.urlInvalid)
    .refine(isLiveStreamUrl, LIVE_STREAM_MESSAGES.urlInvalid),
});
export type PutLiveStreamBody = z.input<typeof PutLiveStreamBodySchema>;

/** GET /v1/meets/{meetSeq}/live-stream (spec 03 §3 Live-stream link): null until one is registered. */
export const LiveStreamSchema = z.object({ url: z.string().nullable() });
export type LiveStream = z.infer<typeof LiveStreamSchema>;

/** The 문자발송 dialog's prefilled title and message (spec 03 §2.10; the wording is ours). */
export function liveStreamSmsText(meetName: string, url: string) {
  return {
    title: "총회 현장중계 안내",
    message: `[${meetName}] 현장중계 안내\n아래 링크에서 총회 현장을 실시간으로 시청하실 수 있습니다.\n${url}\n※ ${LIVE_STREAM_MESSAGES.delay}`,
  };
}
