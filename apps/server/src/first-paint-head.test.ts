import { describe, expect, it } from "vitest";
import { inlineStylesheets, takeModulePreloads } from "./first-paint-head.js";

const files: Record<string, string> = { "/_m/assets/root-a.css": "body{margin:0}", "/_m/assets/home-b.css": "._row_x{gap:16px}" };
const read = (href: string) => files[href] ?? null;

describe("inlineStylesheets", () => {
  it("puts each linked stylesheet inline and keeps the link, no longer render-blocking", () => {
    const head = '<head><link rel="stylesheet" href="/_m/assets/root-a.css"/><link rel="stylesheet" href="/_m/assets/home-b.css#"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/>' +
        '<style data-href="/_m/assets/home-b.css">._row_x{gap:16px}</style><link rel="stylesheet" href="/_m/assets/home-b.css#" media="print"/></head>',
    );
  });

  it("also inlines the links React writes with the response's CSP nonce (pages went back to render-blocking CSS without it)", () => {
    const head = '<head><link nonce="n0nce" rel="stylesheet" href="/_m/assets/root-a.css"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link nonce="n0nce" rel="stylesheet" href="/_m/assets/root-a.css" media="print"/></head>',
    );
  });

  it("inlines a stylesheet linked twice once, at its first place (the search page carried the button's CSS three times)", () => {
    const head =
      '<head><link rel="stylesheet" href="/_m/assets/root-a.css"/><link rel="stylesheet" href="/_m/assets/home-b.css"/><link rel="stylesheet" href="/_m/assets/root-a.css#"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/>' +
        '<style data-href="/_m/assets/home-b.css">._row_x{gap:16px}</style><link rel="stylesheet" href="/_m/assets/home-b.css" media="print"/>' +
        '<link rel="stylesheet" href="/_m/assets/root-a.css#" media="print"/></head>',
    );
  });

  it("leaves a link alone when its file is unknown or could close the style element", () => {
    const unknown = '<link rel="stylesheet" href="/_m/assets/gone.css"/>';
    expect(inlineStylesheets(unknown, read)).toBe(unknown);
    const hostile = '<link rel="stylesheet" href="/x.css"/>';
    expect(inlineStylesheets(hostile, () => "a{}</style><script>alert(1)</script>")).toBe(hostile);
  });
});

describe("takeModulePreloads (ADR 261)", () => {
  it("takes the app's module preloads out of the head and names their modules in order: the page paints without scripts", () => {
    const head =
      '<head><link rel="preload" as="image" href="/api/images/a.svg" fetchPriority="high"/><link rel="modulepreload" href="/_m/assets/entry.client-a.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/_m/assets/root-b.js" nonce="n"/></head>';
    expect(takeModulePreloads(head)).toEqual({
      head: '<head><link rel="preload" as="image" href="/api/images/a.svg" fetchPriority="high"/></head>',
      modules: ["/_m/assets/entry.client-a.js", "/_m/assets/root-b.js"],
    });
  });

  it("leaves a preload of anything but the app's built modules where it is", () => {
    const head = '<head><link rel="modulepreload" href="https://elsewhere.example/x.js"/></head>';
    expect(takeModulePreloads(head)).toEqual({ head, modules: [] });
  });
});
