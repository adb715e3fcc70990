export { RankingPicker } from "./ranking-picker.js";
export type { RankingItem, RankingPickerProps, RankingPickerView } from "./ranking-picker.js";
