import pg from "pg";
import type { PgliteClient } from "./pglite-thread";

/** The channel the change triggers of migration 0014 notify once a write to a watched table commits. */
export const CHANGES_CHANNEL = "johap_changes";

/**
 * A committed change: the table, and the union it concerns when the trigger names one
 * (`ledger_entries:7`). Table `*` means anything may have changed (the feed was lost for a while).
 */
export type Change = { table: string; key: string | null };

/**
 * What this process hears of committed changes to the watched tables, from every process on the
 * database. A cache answers from memory only while `live`; a change is heard before the statement
 * that committed it resolves in this process (PGlite dispatches the notification while it parses the
 * answer; on PostgreSQL every pooled connection listens, and a session's own notification comes before
 * the end of its COMMIT), so this process never reads its own write stale. Another process hears it
 * a moment later, through a connection kept for listening.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe: (listener: (change: Change) => void) => () => void;
  close: () => Promise<void>;
};

export function parseChange(payload: string): Change {
  const colon = payload.indexOf(":");
  return colon < 0 ? { table: payload, key: null } : { table: payload.slice(0, colon), key: payload.slice(colon + 1) };
}

function listeners() {
  const set = new Set<(change: Change) => void>();
  return {
    add: (listener: (change: Change) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit: (change: Change) => {
      for (const listener of set) listener(change);
    },
  };
}

/** PGlite is one session: it hears its own notifications, dispatched while the writing statement's answer is read. */
export function pgliteChangeFeed(client: PgliteClient): ChangeFeed {
  const subscribers = listeners();
  let live = false;
  let unlisten: (() => Promise<void>) | undefined;
  const ready = client
    .listen(CHANGES_CHANNEL, (payload) => subscribers.emit(parseChange(payload)))
    .then(
      (stop) => {
        unlisten = stop;
        live = true;
      },
      () => undefined,
    );
  return {
    get live() {
      return live;
    },
    subscribe: subscribers.add,
    close: async () => {
      live = false;
      await ready;
      await unlisten?.().catch(() => undefined);
    },
  };
}

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: every connection of `pool` listens (so a writer hears its own change before its COMMIT
 * resolves), and one connection of its own, opened at the first subscriber, keeps listening while the
 * pool's idle connections come and go. While that connection is down the feed is not live, every
 * subscriber is told `*`, and it reconnects.
 */
export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const subscribers = listeners();
  const hear = (message: pg.Notification) => {
    if (message.channel === CHANGES_CHANNEL) subscribers.emit(parseChange(message.payload ?? ""));
  };
  pool.on("connect", (client) => {
    client.on("notification", hear);
    client.query(`LISTEN ${CHANGES_CHANNEL}`).catch(() => undefined);
  });
  let live = false;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    live = false;
    subscribers.emit({ table: "*", key: null });
  };
  const connect = async () => {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString });
    listener = client;
    const reconnect = () => {
      if (listener !== client) return;
      listener = undefined;
      lost();
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on("error", reconnect);
    client.on("end", reconnect);
    client.on("notification", hear);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (listener === client && !closed) live = true;
    } catch {
      reconnect();
    }
  };
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => {
      void connect();
      return subscribers.add(listener);
    },
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
