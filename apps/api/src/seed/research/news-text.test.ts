import { describe, expect, it } from "vitest";
import { BRANDS } from "@carmarket/routes";
import { Prng } from "../prng.js";
import { indefiniteArticle } from "./english.js";
import { NEWS_TOPICS, fillTemplate } from "./news-text.js";

describe("news copy articles (issue #15: 'a Acura')", () => {
  it.each([
    ["Acura", "an"],
    ["Audi", "an"],
    ["INFINITI", "an"],
    ["AM", "an"],
    ["SUV", "an"],
    ["EV", "an"],
    ["electric", "an"],
    ["8-speed", "an"],
    ["BMW", "a"],
    ["GMC", "a"],
    ["MINI", "a"],
    ["used", "a"],
    ["Honda", "a"],
    ["3-row", "a"],
  ])("'%s' takes '%s'", (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });

  it("every headline of every brand puts 'an' before a vowel sound", () => {
    const random = new Prng(7);
    for (const { name } of BRANDS) {
      for (const { titles } of Object.values(NEWS_TOPICS)) {
        for (const template of titles) {
          const title = fillTemplate(template, random, name, 2024);
          for (const [, article, word] of title.matchAll(/\b([Aa]n?) ([\w-]+)/g)) expect(`${article} ${word}`).toBe(`${indefiniteArticle(word!)} ${word}`);
        }
      }
    }
    expect(fillTemplate("Long-term test: 6 months with a {brand}", random, "Acura", 2024)).toBe("Long-term test: 6 months with an Acura");
  });
});
