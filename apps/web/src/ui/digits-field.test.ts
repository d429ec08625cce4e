import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DigitsField } from "./digits-field";

const render = (props: Partial<Parameters<typeof DigitsField>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DigitsField, { label: "연락처", value: "", onValueChange: () => {}, maxDigits: 11, ...props }),
  );

describe("DigitsField", () => {
  it("sets no HTML maxlength, so the browser never cuts a pasted 010-5555-7777 before the hyphens go", () => {
    const html = render();
    expect(html).not.toMatch(/maxlength/i);
    expect(html).toMatch(/inputmode="numeric"/i);
    expect(html).toContain("연락처");
  });

  it("leaves the text keyboard to fields that take '-'", () => {
    expect(render({ allowHyphen: true })).not.toMatch(/inputmode/i);
  });
});
