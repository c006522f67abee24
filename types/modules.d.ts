// Binary modules (the PDF renderer's fonts): the Vite plugin and wrangler load `*.bin` as ArrayBuffer.
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
