import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { join } from "node:path";
import { photoVariants } from "@carmarket/listing";

/** A photo checked and stored: its content address, dominant colour and size as received. */
export interface StoredPhoto {
  hash: string;
  colour: string;
  width: number;
  height: number;
}

/** The pipeline's answer: the stored photo, or why it was refused (`transient`: worth trying again later). */
export type ProcessOutcome = StoredPhoto | { refused: string; transient?: true };

/** Limits of the pictures accepted (issue #24): Google's smallest, and a pixel cap far above any camera's photo. */
const PICTURE_LIMITS = {
  minSide: 100,
  maxPixels: 64_000_000,
  // The largest variant: the main 760×425 at 2×. One decode is shrunk to cover it before the variants are cut.
  baseWidth: 1520,
  baseHeight: 850,
} as const;

/** Bumped when the variants change, so a photo processed again gets a new address and no cache keeps the old files. */
const PIPELINE_VERSION = "photos-v1";

/**
 * Longest one photo may take in the pipeline before its process is ended and the photo tried again later. Generous:
 * at the lowest priority on a busy machine the pipeline waits for idle cores, and a slow photo is not a bad one.
 */
const PROCESS_TIMEOUT_MS = 5 * 60_000;

/** The pipeline's CPU priority: the lowest, so pages keep their cores (ADR 281). */
const PIPELINE_NICENESS = 19;

type Answer = { ready: true } | { id: number; result: ProcessOutcome };

/**
 * The photo pipeline (photo-worker.js) in a process of its own at the lowest CPU priority (ADR 281):
 * photos wait their turn, one at a time; a process that dies or overruns is replaced and that photo
 * refused. The downloaded bytes reach it as a file in MEDIA_DIR/.incoming, not through the pipe.
 */
export class PhotoProcessor {
  private child: ChildProcess | undefined;
  private ready: Promise<ChildProcess> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private lastId = 0;

  /** `niceness` is for tests that check what the pipeline makes, not how it shares the machine. */
  constructor(
    readonly mediaDir: string,
    private readonly niceness = PIPELINE_NICENESS,
  ) {}

  /** The pipeline process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Checks `bytes` and stores the photo's variants, after the photos before it. */
  process(bytes: Buffer): Promise<ProcessOutcome> {
    const run = this.queue.then(() => this.processNow(bytes));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the pipeline's process (it starts again on the next photo). */
  async close(): Promise<void> {
    await this.queue;
    this.child?.kill();
    this.child = undefined;
    this.ready = undefined;
  }

  private async processNow(bytes: Buffer): Promise<ProcessOutcome> {
    const incoming = join(this.mediaDir, ".incoming");
    await mkdir(incoming, { recursive: true });
    const input = join(incoming, `${randomUUID()}.download`);
    await writeFile(input, bytes);
    try {
      const child = await this.start();
      const id = ++this.lastId;
      return await new Promise<ProcessOutcome>((resolve) => {
        const done = (outcome: ProcessOutcome) => {
          clearTimeout(timer);
          child.off("message", onMessage);
          child.off("exit", onExit);
          resolve(outcome);
        };
        const onMessage = (answer: Answer) => {
          if ("id" in answer && answer.id === id) done(answer.result);
        };
        const onExit = () => done({ refused: "could not be processed (the picture stopped its decoder)" });
        const timer = setTimeout(() => {
          this.stop(child);
          done({ refused: `took longer than ${PROCESS_TIMEOUT_MS / 60_000} minutes to process`, transient: true });
        }, PROCESS_TIMEOUT_MS);
        child.on("message", onMessage);
        child.once("exit", onExit);
        child.send({ id, input, mediaDir: this.mediaDir, version: PIPELINE_VERSION, variants: photoVariants(), limits: PICTURE_LIMITS });
      });
    } finally {
      await rm(input, { force: true });
    }
  }

  private stop(child: ChildProcess) {
    child.kill("SIGKILL");
    if (this.child === child) {
      this.child = undefined;
      this.ready = undefined;
    }
  }

  private start(): Promise<ChildProcess> {
    this.ready ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(new URL("./photo-worker.js", import.meta.url), { stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" });
      // Lowest priority: pages keep their cores while photos are processed (ADR 281).
      if (child.pid !== undefined) setPriority(child.pid, this.niceness);
      child.once("message", (answer: Answer) => {
        if ("ready" in answer) resolve(child);
      });
      child.once("error", reject);
      child.once("exit", () => {
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        reject(new Error("The photo pipeline's process exited before it was ready."));
      });
      this.child = child;
    });
    return this.ready;
  }
}
