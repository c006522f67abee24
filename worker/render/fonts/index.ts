// The resume fonts as binary modules, for the Worker (wrangler and the Cloudflare Vite plugin import
// `*.bin` files as ArrayBuffer). Node code reads the same files from disk instead; see docs/render.md.
import bold from "./NotoSans-Bold.ttf.bin";
import italic from "./NotoSans-Italic.ttf.bin";
import regular from "./NotoSans-Regular.ttf.bin";

export const resumeFonts = {
  regular: new Uint8Array(regular),
  bold: new Uint8Array(bold),
  italic: new Uint8Array(italic),
};
