import type {
  OwnerOnlineMe,
  OwnerOnlineNotice,
  OwnerOnlineOpinion,
  OwnerOnlineSpeech,
  OwnerOnlineWatch,
  OwnerSession,
} from "@johap/contracts";
import {
  ONLINE_OPINION_MAX,
  ONLINE_SPEECH_CATEGORY_LABELS,
  ONLINE_SPEECH_STATUS_LABELS,
  ONLINE_VIEWER_PHASE_LABELS,
  ONLINE_WATCH_POLL_MS,
  SPEECH_CATEGORIES,
  type SpeechCategory,
  ONLINE_VIEWER_MESSAGES as V,
} from "@johap/contracts/owner-client";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, call, messageOf } from "../api";
import { dateTime } from "../format";
import { OnlineBallot } from "./online-ballot";

type Props = {
  accessCode: string;
  session: OwnerSession;
  onSession: (session: OwnerSession) => void;
  onSessionLost: (notice: string) => void;
};

export type ViewerCall = <T>(path: string, opts?: { method?: "GET" | "POST"; body?: unknown }) => Promise<T>;

/** A session is renewed when less than this is left of it (the meeting outlasts the 30-minute owner session). */
const RENEW_BEFORE_MS = 5 * 60_000;
const OPEN_SPEECH = new Set<OwnerOnlineSpeech["status"]>(["REQUESTED", "PENDING", "SPEAKING"]);

/**
 * The attendee's viewer: joins on arrival, then polls the watch state every 10 s (the same cached answer for every
 * attendee) and the attendee's own requests only while one is open. The player, the newest notice, the online
 * ballot while VOTING, opinions and requests to speak.
 */
export default function OnlineViewer({ accessCode, session, onSession, onSessionLost }: Props) {
  const base = `/v1/owner/online-meetings/${accessCode}`;
  const [me, setMe] = useState<OwnerOnlineMe | null>(null);
  const [watch, setWatch] = useState<OwnerOnlineWatch | null>(null);
  const [error, setError] = useState("");
  const [opinions, setOpinions] = useState<OwnerOnlineOpinion[]>([]);
  const polls = useRef(0);

  const viewerCall: ViewerCall = useCallback(
    async <T,>(path: string, opts: { method?: "GET" | "POST"; body?: unknown } = {}) => {
      try {
        return await call<T>(`${base}${path}`, { ...opts, token: session.accessToken });
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401) onSessionLost(caught.message);
        throw caught;
      }
    },
    [base, session.accessToken, onSessionLost],
  );

  const loadOpinions = useCallback(async () => {
    setOpinions(await viewerCall<OwnerOnlineOpinion[]>("/opinions"));
  }, [viewerCall]);

  const join = useCallback(async () => {
    setError("");
    try {
      setMe(await viewerCall<OwnerOnlineMe>("/join", { method: "POST" }));
      setWatch(await viewerCall<OwnerOnlineWatch>("/watch"));
      await loadOpinions();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, [viewerCall, loadOpinions]);

  useEffect(() => {
    void join();
  }, [join]);

  const isAttending = me?.attendanceStatus === "ATTEND";
  const hasOpenSpeech = me?.speech ? OPEN_SPEECH.has(me.speech.status) : false;
  const hasPendingOpinion = opinions.some((o) => o.status === "PENDING");

  // The 10-second poll: the shared watch state; the attendee's own rows only while something of theirs is open.
  useEffect(() => {
    if (!isAttending) return;
    const timer = window.setInterval(async () => {
      polls.current++;
      try {
        setWatch(await viewerCall<OwnerOnlineWatch>("/watch"));
        if (hasOpenSpeech) setMe(await viewerCall<OwnerOnlineMe>("/me"));
        if (hasPendingOpinion && polls.current % 3 === 0) await loadOpinions();
        if (Date.parse(session.expiresAt) - Date.now() < RENEW_BEFORE_MS) {
          onSession(await viewerCall<OwnerSession>("/session", { method: "POST" }));
        }
      } catch {
        // A missed poll is retried by the next one; a lost session was handled by viewerCall.
      }
    }, ONLINE_WATCH_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isAttending, hasOpenSpeech, hasPendingOpinion, viewerCall, loadOpinions, session.expiresAt, onSession]);

  if (!me || !watch) {
    return error ? (
      <div className="stack">
        <p className="alert" role="alert">
          {error}
        </p>
        <button type="button" className="button" onClick={() => void join()}>
          다시 시도
        </button>
      </div>
    ) : (
      <p className="muted">입장하는 중입니다…</p>
    );
  }

  if (!isAttending) {
    return (
      <section className="card" aria-labelledby="left-heading">
        <h2 id="left-heading" className="subtitle" tabIndex={-1}>
          퇴장했습니다
        </h2>
        <p role="status">{V.left}</p>
        <button type="button" className="button primary" onClick={() => void join()}>
          다시 입장하기
        </button>
      </section>
    );
  }

  const handleLeave = async () => {
    try {
      setMe(await viewerCall<OwnerOnlineMe>("/leave", { method: "POST" }));
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <div className="stack">
      <p className="muted">
        {me.name} 님{me.signerType === "AGENT" ? ` (${me.ownerName} 님의 대리인)` : ""} 입장 중
      </p>
      <Player watch={watch} />
      <NoticeBox watch={watch} viewerCall={viewerCall} />
      {watch.voteStatus === "VOTING" || me.votedAt ? (
        <OnlineBallot
          accessCode={accessCode}
          me={me}
          watch={watch}
          viewerCall={viewerCall}
          onVoted={async () => setMe(await viewerCall<OwnerOnlineMe>("/me"))}
        />
      ) : null}
      <SpeechSection me={me} viewerCall={viewerCall} onChange={(speech) => setMe({ ...me, speech })} />
      <OpinionSection
        opinions={opinions}
        viewerCall={viewerCall}
        onSent={(opinion) => setOpinions((list) => [opinion, ...list])}
      />
      <p className="error" role="alert">
        {error}
      </p>
      <button type="button" className="button" onClick={handleLeave}>
        온라인 총회 나가기
      </button>
    </div>
  );
}

/** The live stream (the stream's playUrl) while broadcasting; a placeholder otherwise. */
function Player({ watch }: { watch: OwnerOnlineWatch }) {
  const isLive = watch.phase === "LIVE" && watch.playUrl;
  return (
    <section className="card player-card" aria-labelledby="player-heading">
      <h2 id="player-heading" className="subtitle">
        생중계{" "}
        <span className={`badge badge-online-${watch.phase.toLowerCase()}`}>
          {ONLINE_VIEWER_PHASE_LABELS[watch.phase]}
        </span>
      </h2>
      {isLive ? (
        <video
          className="player"
          src={watch.playUrl!}
          controls
          autoPlay
          muted
          loop
          playsInline
          aria-label="온라인 총회 생중계 영상"
        />
      ) : (
        <div className="player player-off" role="img" aria-label={`생중계 ${ONLINE_VIEWER_PHASE_LABELS[watch.phase]}`}>
          {watch.phase === "ENDED" ? V.ended : "방송이 시작되면 이곳에 영상이 나옵니다."}
        </div>
      )}
      {watch.startAt && <p className="muted">시작 {dateTime(watch.startAt)}</p>}
      {isLive && <p className="muted">소리는 영상의 음소거 버튼을 눌러 켜 주세요.</p>}
    </section>
  );
}

/** The newest notice (read out when it changes), and every notice on demand. */
function NoticeBox({ watch, viewerCall }: { watch: OwnerOnlineWatch; viewerCall: ViewerCall }) {
  const [all, setAll] = useState<OwnerOnlineNotice[] | null>(null);
  const latest = watch.latestNotice;
  return (
    <section className="card" aria-labelledby="notice-heading">
      <h2 id="notice-heading" className="subtitle">
        공지
      </h2>
      <div aria-live="polite" role="status">
        {latest ? (
          <div className="notice">
            <p className="text">{latest.message}</p>
            <p className="muted">{dateTime(latest.createdAt)}</p>
          </div>
        ) : (
          <p className="muted">아직 공지가 없습니다.</p>
        )}
      </div>
      {latest &&
        (all ? (
          <ul className="plain-list" aria-label="전체 공지">
            {all.map((n) => (
              <li key={n.noticeSeq}>
                <span className="text">{n.message}</span> <span className="muted">{dateTime(n.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <button
            type="button"
            className="button"
            onClick={async () => setAll(await viewerCall<OwnerOnlineNotice[]>("/notices").catch(() => []))}
          >
            전체 공지 보기
          </button>
        ))}
    </section>
  );
}

/** 발언 요청: by voice or by phone; the latest request's status with its action (cancel, connect). */
function SpeechSection(props: {
  me: OwnerOnlineMe;
  viewerCall: ViewerCall;
  onChange: (speech: OwnerOnlineSpeech) => void;
}) {
  const { me, viewerCall, onChange } = props;
  const [message, setMessage] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const speech = me.speech;
  const isOpen = speech ? OPEN_SPEECH.has(speech.status) : false;

  const act = async (run: () => Promise<OwnerOnlineSpeech>, done: string) => {
    setIsBusy(true);
    setMessage("");
    try {
      onChange(await run());
      setMessage(done);
    } catch (caught) {
      setMessage(messageOf(caught));
    } finally {
      setIsBusy(false);
    }
  };
  const request = (speechCategory: SpeechCategory) =>
    act(() => viewerCall("/speeches", { method: "POST", body: { speechCategory } }), V.speechRequested);

  return (
    <section className="card" aria-labelledby="speech-heading">
      <h2 id="speech-heading" className="subtitle">
        발언 요청
      </h2>
      {speech && (
        <p role="status" aria-live="polite">
          <span className="label">내 요청</span> {ONLINE_SPEECH_CATEGORY_LABELS[speech.speechCategory]} ·{" "}
          <strong data-testid="speech-status">{ONLINE_SPEECH_STATUS_LABELS[speech.status]}</strong>
        </p>
      )}
      {isOpen && speech ? (
        <div className="row">
          {speech.status === "REQUESTED" && (
            <button
              type="button"
              className="button"
              disabled={isBusy}
              onClick={() =>
                act(() => viewerCall(`/speeches/${speech.speechSeq}/cancel`, { method: "POST" }), V.speechCanceled)
              }
            >
              발언 요청 취소
            </button>
          )}
          {speech.status === "PENDING" && (
            <button
              type="button"
              className="button primary"
              disabled={isBusy}
              onClick={() =>
                act(() => viewerCall(`/speeches/${speech.speechSeq}/connect`, { method: "POST" }), V.speechConnected)
              }
            >
              발언 연결하기
            </button>
          )}
        </div>
      ) : (
        <div className="row">
          {SPEECH_CATEGORIES.map((category) => (
            <button key={category} type="button" className="button" disabled={isBusy} onClick={() => request(category)}>
              {ONLINE_SPEECH_CATEGORY_LABELS[category]} 요청
            </button>
          ))}
        </div>
      )}
      <p className="muted" aria-live="polite">
        {message}
      </p>
    </section>
  );
}

/** 의견 보내기 (150 characters) and the attendee's own opinions with the answers. */
function OpinionSection(props: {
  opinions: OwnerOnlineOpinion[];
  viewerCall: ViewerCall;
  onSent: (opinion: OwnerOnlineOpinion) => void;
}) {
  const [comment, setComment] = useState("");
  const [message, setMessage] = useState("");
  const [isSending, setIsSending] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return setMessage(V.opinionRequired);
    setIsSending(true);
    try {
      props.onSent(await props.viewerCall<OwnerOnlineOpinion>("/opinions", { method: "POST", body: { comment } }));
      setComment("");
      setMessage(V.opinionSent);
    } catch (caught) {
      setMessage(messageOf(caught));
    } finally {
      setIsSending(false);
    }
  };
  return (
    <section className="card" aria-labelledby="opinion-heading">
      <h2 id="opinion-heading" className="subtitle">
        의견 보내기
      </h2>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className="fields" disabled={isSending}>
          <label className="field">
            <span>의견 (최대 {ONLINE_OPINION_MAX}자)</span>
            <textarea
              name="comment"
              rows={3}
              maxLength={ONLINE_OPINION_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby="opinion-count"
            />
          </label>
          <p id="opinion-count" className="muted counter">
            {comment.length}/{ONLINE_OPINION_MAX}
          </p>
          <button type="submit" className="button primary">
            의견 보내기
          </button>
          <p className="muted" role="status" aria-live="polite">
            {message}
          </p>
        </fieldset>
      </form>
      {props.opinions.length > 0 && (
        <ul className="plain-list" aria-label="내가 보낸 의견">
          {props.opinions.map((o) => (
            <li key={o.opinionSeq}>
              <p className="text">{o.comment}</p>
              {o.answer ? (
                <p className="answer">
                  <span className="label">답변</span> {o.answer}
                </p>
              ) : (
                <p className="muted">답변 대기 중</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
