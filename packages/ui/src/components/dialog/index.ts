export { Dialog, DialogClose, type DialogPlacement, type DialogProps, type DialogSize } from "./dialog.js";
