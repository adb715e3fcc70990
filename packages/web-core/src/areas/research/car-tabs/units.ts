// Units of the fact lists, shared by the tabs that show the same measures.
export const inches = (value: number) => `${value} in`;
export const cubicFeet = (value: number | null) => (value === null ? undefined : `${value} cu ft`);
export const pounds = (value: number) => `${value.toLocaleString("en-US")} lb`;
