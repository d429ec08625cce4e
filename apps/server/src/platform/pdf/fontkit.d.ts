/** fontkit 1.9 ships no types; pdf-lib only needs the object it registers. */
declare module "fontkit" {
  const fontkit: import("pdf-lib").Fontkit;
  export default fontkit;
}
