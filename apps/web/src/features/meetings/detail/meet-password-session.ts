/**
 * A verified meeting password holds for the browser tab's session (sessionStorage): reopening the detail in the
 * same tab does not ask again; a new tab, a closed browser or signing out asks again. It is a screen gate (spec 03
 * §6); the server's own guard is the menu M1004, and the password is asked again by the server for the actions it
 * protects (password change, voter deletion, tally).
 */
const keyOf = (unionSeq: number, meetSeq: number) => `meet-password-verified:${unionSeq}:${meetSeq}`;

export function isMeetPasswordVerified(unionSeq: number, meetSeq: number): boolean {
  try {
    return window.sessionStorage.getItem(keyOf(unionSeq, meetSeq)) === "1";
  } catch {
    return false;
  }
}

export function rememberMeetPasswordVerified(unionSeq: number, meetSeq: number): void {
  try {
    window.sessionStorage.setItem(keyOf(unionSeq, meetSeq), "1");
  } catch {
    // Storage refused (private mode): the gate asks again next time.
  }
}
