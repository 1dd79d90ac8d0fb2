// tesseract.js ships an ES module build without types of its own: the same API as the package's main.
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import type Tesseract from 'tesseract.js';

  const tesseract: typeof Tesseract;
  export default tesseract;
}
