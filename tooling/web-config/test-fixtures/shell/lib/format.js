export const format = (text) => `[${text}]`;
