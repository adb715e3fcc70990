import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Image } from "./image.js";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A fake IntersectionObserver that records its options and lets the test say when it intersects. */
function installObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];
  class FakeObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe("Image", () => {
  it("§9 reserves its size: width/height attributes and aspect-ratio", async () => {
    installObserver();
    const { container } = render(<Image src="/car.jpg" alt="2021 Honda Civic" width={220} height={150} />);
    const img = screen.getByRole("img", { name: "2021 Honda Civic" });
    expect(img).toHaveAttribute("width", "220");
    expect(img).toHaveAttribute("height", "150");
    expect(img.style.aspectRatio).toBe("220 / 150");
    await expectNoAxeViolations(container);
  });

  it("§9 lazy: no src until within 200px of the viewport", () => {
    const observers = installObserver();
    render(<Image src="/car.jpg" alt="car" width={220} height={150} />);
    const img = screen.getByRole("img", { name: "car" });
    expect(img).not.toHaveAttribute("src");
    expect(observers[0]!.options?.rootMargin).toBe("200px");
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(img).toHaveAttribute("src", "/car.jpg");
  });

  it("priority (LCP) image loads at once, eagerly, with high fetch priority", () => {
    const observers = installObserver();
    render(<Image src="/hero.jpg" alt="hero" width={760} height={425} priority />);
    const img = screen.getByRole("img", { name: "hero" });
    expect(img).toHaveAttribute("src", "/hero.jpg");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(observers).toHaveLength(0);
  });

  it("loads at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Image src="/car.jpg" alt="car" width={220} height={150} />);
    expect(screen.getByRole("img", { name: "car" })).toHaveAttribute("src", "/car.jpg");
  });
});
