import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ZipForm } from "./zip-form.js";

describe("ZipForm", () => {
  it("§5 input limited to 5 characters with placeholder 97865; Submit disabled while empty", async () => {
    const { container } = render(<ZipForm onSubmit={vi.fn()} />);
    const input = screen.getByRole("textbox", { name: "Zip code" });
    expect(input).toHaveAttribute("maxLength", "5");
    expect(input).toHaveAttribute("placeholder", "97865");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it("§4 the button reads Update when a zip exists, prefilled", () => {
    render(<ZipForm zipcode="97201" onSubmit={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Zip code" })).toHaveValue("97201");
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
  });

  it("§5 zip: fewer than 5 digits → 'Invalid zipcode' under the field, not submitted", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ZipForm onSubmit={onSubmit} />);
    const input = screen.getByRole("textbox", { name: "Zip code" });
    await userEvent.type(input, "9786");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid zipcode");
    expect(input).toHaveAccessibleDescription("Invalid zipcode");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("§5 zip: letters → 'Invalid zipcode'; typed then left blank → 'Zipcode is required'", async () => {
    render(<ZipForm onSubmit={vi.fn()} />);
    const input = screen.getByRole("textbox", { name: "Zip code" });
    await userEvent.type(input, "97a65");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid zipcode");
    await userEvent.clear(input);
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Zipcode is required");
  });

  it("§5 focusing and leaving an untouched field shows no error", async () => {
    render(<ZipForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Zip code" }));
    await userEvent.tab();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("§5 a valid zip is submitted", async () => {
    const onSubmit = vi.fn();
    render(<ZipForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Zip code" }), "97865");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith("97865");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("§8 the zip handler's error text is shown under the field", () => {
    render(<ZipForm zipcode="97865" error="No cars found near this zipcode" onSubmit={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Zip code" })).toHaveAccessibleDescription("No cars found near this zipcode");
  });

  it("#26.12 the handler's error goes once the field is edited or cleared, and comes back with the next answer", async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ZipForm error="We don't know ZIP code 00000." onSubmit={onSubmit} />);
    const input = screen.getByRole("textbox", { name: "Zip code" });
    expect(screen.getByRole("alert")).toHaveTextContent("We don't know ZIP code 00000.");
    await userEvent.clear(input);
    await userEvent.type(input, "6060");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.type(input, "1");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith("60601");
    rerender(<ZipForm error="No cars near 60601 yet." onSubmit={onSubmit} />);
    expect(screen.getByRole("alert")).toHaveTextContent("No cars near 60601 yet.");
  });
});
