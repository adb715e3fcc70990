import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareLinks, type ShareTarget } from "./share-links.js";

const TARGETS: ShareTarget[] = [
  { network: "facebook", href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcarmarket.example%2Fused-cars%3Fvin%3D1HGCM82633A004352" },
  { network: "twitter", href: "https://twitter.com/intent/tweet?url=https%3A%2F%2Fcarmarket.example%2Fused-cars%3Fvin%3D1HGCM82633A004352" },
  { network: "linkedin", href: "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcarmarket.example%2Fused-cars%3Fvin%3D1HGCM82633A004352" },
];

const meta = {
  title: "Vehicle/ShareLinks",
  component: ShareLinks,
  args: { targets: TARGETS },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Networks: Story = {};
export const WithCopyLink: Story = { args: { copyUrl: "https://carmarket.example/used-cars?vin=1HGCM82633A004352" } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <ShareLinks targets={TARGETS} />
      <ShareLinks targets={TARGETS} copyUrl="https://carmarket.example/used-cars?vin=1HGCM82633A004352" />
    </div>
  ),
};
