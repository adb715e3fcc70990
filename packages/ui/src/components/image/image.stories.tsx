import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { imageSizes } from "../../tokens/tokens.js";
import { Image } from "./image.js";
import { sampleCarImage } from "../../test/fixtures.js";

const meta = {
  title: "Shell/Image",
  component: Image,
  args: { src: sampleCarImage, alt: "Blue sedan, front three-quarter view", ...imageSizes.card },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card size 220x150 (§9), lazy: the browser loads it when it comes near the viewport. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await waitFor(() => expect(img).toHaveAttribute("src"));
  },
};

/** Main image 760x425 (§9) as the page's LCP image. */
export const Priority: Story = { args: { ...imageSizes.mainDesktop, priority: true } };

/** Far below the fold: the box is reserved and the src is there, for the browser to load when it comes near. */
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <div style={{ height: 3000 }}>Scroll down</div>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img).toHaveAttribute("src");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "220");
  },
};

/** Every §9 image size side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {Object.entries(imageSizes).map(([name, size]) => (
        <figure key={name} style={{ margin: 0 }}>
          <Image {...args} {...size} alt={`${name} ${size.width}x${size.height}`} />
          <figcaption>
            {name} {size.width}x{size.height}
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};
