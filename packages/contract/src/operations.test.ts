import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { errorAnswer } from "./answers.js";
import { TAGS, type Operation } from "./operation.js";
import { operations } from "./operations.js";

const answerSchemas = (operation: Operation) => [operation.answer, ...Object.values(operation.otherAnswers ?? {}).map((other) => other.schema)];

describe("the contract (ADR 244)", () => {
  it("names each operation once and declares each method and path once", () => {
    const ids = operations.map((operation) => operation.id);
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("gives every operation a known tag and a summary", () => {
    for (const operation of operations) {
      expect(Object.keys(TAGS), operation.id).toContain(operation.tag);
      expect(operation.summary.length, operation.id).toBeGreaterThan(0);
    }
  });

  it("gives every write a request body", () => {
    const writes = operations.filter((operation) => operation.method !== "GET");
    for (const operation of writes) expect(operation.body, `${operation.id} has no body`).toBeDefined();
  });

  it("gives every answer an example that its own schema accepts", () => {
    for (const schema of [errorAnswer, ...operations.flatMap(answerSchemas)]) {
      const examples = v.getExamples(schema) ?? [];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(v.safeParse(schema, example).issues).toBeUndefined();
    }
  });
});
