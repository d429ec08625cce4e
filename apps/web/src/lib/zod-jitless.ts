import { config } from "zod";

/**
 * Zod without its compiled fast path: it probes for eval with `new Function`, which the
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and reports as a violation
 * even though zod catches the error. It has to be set before any object schema is built: main.tsx
 * imports this first, and the build puts it in zod's own chunk (vite.config.ts), which runs before
 * every chunk that builds schemas. `config` is called by name, not as `z.config`, which the build
 * treats as pure.
 */
config({ jitless: true });
