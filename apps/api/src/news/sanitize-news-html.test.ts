import { describe, expect, it } from "vitest";
import { sanitizeNewsHeroHtml, sanitizeNewsHtml } from "./sanitize-news-html.js";

describe("sanitizeNewsHtml (server-side cleaning of CMS HTML)", () => {
  it("removes scripts together with their text", () => {
    expect(sanitizeNewsHtml('<p>Hi</p><script>alert("x")</script><SCRIPT src="//evil.js"></SCRIPT>')).toBe("<p>Hi</p>");
  });

  it("removes event handlers and style attributes", () => {
    expect(sanitizeNewsHtml('<p onclick="steal()" style="x">Text</p><img src="https://a.example/x.png" onerror="steal()">')).toBe(
      '<p>Text</p><img src="https://a.example/x.png" />',
    );
  });

  it("removes javascript:, data: and obfuscated script URLs from links and images", () => {
    const out = sanitizeNewsHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a><a href="  java\tscript:alert(1)">c</a><img src="data:text/html;base64,PHNjcmlwdD4=">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toBe("<a>a</a><a>b</a><a>c</a><img />");
  });

  it("keeps video embeds from the allow-list and drops every other iframe", () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>';
    expect(sanitizeNewsHtml(youtube)).toBe(youtube);
    expect(sanitizeNewsHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe("<iframe></iframe>");
    expect(sanitizeNewsHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe("<iframe></iframe>");
    expect(sanitizeNewsHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("<iframe></iframe>");
  });

  it("drops forms, objects, embeds, styles, base and meta tags", () => {
    expect(
      sanitizeNewsHtml(
        '<form action="/x"><input name="p"></form><object data="x"></object><embed src="x"><style>body{}</style><base href="//x"><meta http-equiv="refresh" content="0;url=//x">ok',
      ),
    ).toBe("ok");
  });

  it("adds rel=noopener noreferrer to new-window links", () => {
    expect(sanitizeNewsHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("escapes text that only looks like markup after parsing (no mutation XSS through comments or svg)", () => {
    const out = sanitizeNewsHtml(
      "<svg><script>alert(1)</script></svg><!--<img src=x onerror=alert(1)>--><math><mi><style><img src=x onerror=alert(1)></style></mi></math>",
    );
    expect(out).not.toMatch(/<script|onerror|<svg|<math|<style/i);
  });

  it("keeps the formatting an article needs", () => {
    const html =
      '<h2>Verdict</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>One</li></ul><figure><img src="/api/images/news/x.svg" alt="A car" /><figcaption>Cap</figcaption></figure>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it("the hero's pictures load first and never lazily, and stay as clean as any article HTML", () => {
    expect(sanitizeNewsHeroHtml('<figure><img src="/api/images/news/h.svg" alt="Hero" width="800" height="440" loading="lazy" onerror="x()" /></figure>')).toBe(
      '<figure><img src="/api/images/news/h.svg" alt="Hero" width="800" height="440" loading="eager" fetchpriority="high" /></figure>',
    );
  });
});
