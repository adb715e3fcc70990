import type { Meta, StoryObj } from "@storybook/react-vite";
import { shareLinks } from "@carmarket/news";
import { ShareLinks } from "./share-links.js";
import { ShareThis } from "./share-this.js";

const VEHICLE_URL = "https://carmarket.example/used-cars?vin=1HGCM82633A004352";
const LINKS = shareLinks({ url: VEHICLE_URL, title: "2021 Toyota Camry SE for sale", siteName: "Car Market" });

const meta = {
  title: "Vehicle/ShareLinks",
  component: ShareLinks,
  args: { links: LINKS },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Networks: Story = {};
export const WithCopyLink: Story = { args: { copyUrl: VEHICLE_URL } };

/** The article's closing 'Share this:' block (§2.8). */
export const ShareThisBlock: Story = { render: () => <ShareThis links={LINKS} url={VEHICLE_URL} /> };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <ShareLinks links={LINKS} />
      <ShareLinks links={LINKS} copyUrl={VEHICLE_URL} />
      <ShareThis links={LINKS} url={VEHICLE_URL} />
    </div>
  ),
};
