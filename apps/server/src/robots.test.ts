import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerRobots, robotsTxt } from "./robots.js";

const FILE = new URL("../public/robots.txt", import.meta.url).pathname;

describe("#27.14 robots.txt", () => {
  it("names the sitemap by its absolute URL on the public origin", () => {
    expect(robotsTxt(readFileSync(FILE, "utf8"), "https://www.carmarket.test")).toMatch(/^Sitemap: https:\/\/www\.carmarket\.test\/sitemap\.xml$/m);
    expect(robotsTxt("Sitemap: https://cdn.example/s.xml\n", "https://www.carmarket.test")).toBe("Sitemap: https://cdn.example/s.xml\n");
  });

  it("is served with every other line as written", async () => {
    const server = Fastify();
    registerRobots(server, FILE, "http://localhost:3000");
    const answer = await server.inject("/robots.txt");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toContain("Disallow: /api/");
    expect(answer.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(answer.body).not.toMatch(/^Sitemap: \//m);
  });
});
