// On-device reading of a receipt photo (docs/decisions/0009): tesseract.js in a Web Worker, with its
// worker script, WebAssembly core and language data served from the app's own origin. Vite copies them
// into the build as hashed assets (the `?url` imports below), so nothing is fetched from another site,
// and a new version of any of them gets a new file name. This module is loaded by dynamic import when an
// on-device scan starts: none of it reaches the first visit.
// It imports nothing the scan screen's chunk holds (no messages, no constants): a shared module would
// make that chunk export it, and the router's import of the screen, in the first chunk, would change.
// Its failures are Errors named by OcrErrorName; read-bill-on-device.ts gives them their messages.
import type Tesseract from 'tesseract.js';
import { relaxedSimd, simd } from 'wasm-feature-detect';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreRelaxedSimdUrl from 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js?url';
import coreSimdUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import corePlainUrl from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import engUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import type { OcrErrorName, OcrLine, ReceiptText } from '../ocr/ocr-line';
import type { OcrProgress } from '../ocr/ocr-progress';
import { imageForOcr } from '../ocr-image';

/**
 * The languages read: English only. Receipt totals, dates and labels read as well with it as with the
 * five European languages together, at less than half the download (docs/decisions/0009, "Languages").
 */
const LANGUAGES = ['eng'];

/**
 * The English LSTM language data ("best_int": smaller than "best", as accurate). tesseract.js fetches
 * `${langPath}/eng.traineddata.gz`, so the build keeps this file's name in a folder of its own hash
 * (vite.config.ts, assetFileNames) and langPath is that folder.
 */
const langPath = engUrl.slice(0, engUrl.lastIndexOf('/'));

/**
 * Single block of text: receipts are one column, and it keeps each price on its item's line (the
 * automatic layout analysis took prices for a second column and lost some).
 */
const PAGE_SEG_MODE = '6';

type Worker = Tesseract.Worker;
/** A data URL, a blob, or a canvas (ocr-image.ts). */
export type ReceiptImage = string | Blob | HTMLCanvasElement;
type ProgressListener = (progress: OcrProgress) => void;

let listener: ProgressListener | null = null;
let starting: Promise<Worker> | null = null;

function report(progress: OcrProgress) {
  listener?.(progress);
}

function ocrError(name: OcrErrorName, cause: unknown): Error {
  const error = new Error(name, { cause });
  error.name = name;
  return error;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** The core build this browser can run: relaxed SIMD, SIMD, or plain WebAssembly. */
async function coreUrl(): Promise<string> {
  if (await relaxedSimd()) return coreRelaxedSimdUrl;
  if (await simd()) return coreSimdUrl;
  return corePlainUrl;
}

async function startWorker(): Promise<Worker> {
  report({ stage: 'downloading', percent: null });
  // The ES module build: the package's main entry is CommonJS, whose interop helpers would land in the
  // runtime chunk every page loads (the first visit's JavaScript must not grow).
  const [{ default: tesseract }, corePath] = await Promise.all([
    import('tesseract.js/dist/tesseract.esm.min.js'),
    coreUrl(),
  ]);
  const worker = await tesseract.createWorker(LANGUAGES, 1 /* OEM.LSTM_ONLY */, {
    workerPath: absolute(workerUrl),
    corePath: absolute(corePath),
    langPath: absolute(langPath),
    // The browser's HTTP cache keeps the files (their names change with their content): no second
    // copy in IndexedDB.
    cacheMethod: 'none',
    workerBlobURL: false,
    // Without a handler tesseract.js also throws each failure from its message listener, where nothing
    // can catch it; the failed job's promise rejects all the same, and that is handled.
    errorHandler: () => undefined,
    logger: (m) => {
      if (m.status === 'initializing api') report({ stage: 'starting', percent: null });
      else if (m.status === 'recognizing text') {
        report({ stage: 'recognizing', percent: Math.round(m.progress * 100) });
      }
    },
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PAGE_SEG_MODE as Tesseract.PSM,
    preserve_interword_spaces: '1',
    // Tesseract's own diagnostics ("Estimating resolution as 178") go to its stderr, which the worker
    // logs as console errors: a reading that works is not an error. Its results never come that way.
    debug_file: '/dev/null',
  });
  return worker;
}

/** The reader, started once and kept for the next scan on this screen. */
function reader(): Promise<Worker> {
  if (!starting) {
    starting = startWorker().catch((cause: unknown) => {
      // A start that failed (offline on the first scan) is tried again by the next scan.
      starting = null;
      throw ocrError('ReaderUnavailable', cause);
    });
  }
  return starting;
}

function linesOf(page: Tesseract.Page): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          text: line.text.replace(/\n$/, ''),
          height: line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0,
          confidence: line.confidence,
          words: line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
        });
      }
    }
  }
  return lines;
}

/** One reading at a time: the worker runs its jobs in turn, and each hears only its own progress. */
let queue: Promise<unknown> = Promise.resolve();

async function recognize(image: ReceiptImage, onProgress?: ProgressListener): Promise<ReceiptText> {
  listener = onProgress ?? null;
  try {
    const worker = await reader();
    report({ stage: 'recognizing', percent: 0 });
    return await recognizeWith(worker, image);
  } finally {
    listener = null;
  }
}

async function recognizeWith(worker: Worker, image: ReceiptImage): Promise<ReceiptText> {
  try {
    // rotateAuto: Tesseract measures the skew of the lines and straightens the photo first.
    const { data } = await worker.recognize(image, { rotateAuto: true }, { text: true, blocks: true });
    report({ stage: 'recognizing', percent: 100 });
    return { text: data.text, lines: linesOf(data) };
  } catch (cause) {
    // tesseract.js rejects with strings: kept as the cause.
    throw ocrError('RecognitionFailed', cause);
  }
}

/**
 * Reads the text of a receipt photo (a prepared data URL) in a Web Worker, after evening out its light
 * (ocr-image.ts). `onProgress` hears the stages: downloading the reader (first scan only), starting
 * it, recognising.
 */
export function readReceiptText(dataUrl: string, onProgress?: ProgressListener): Promise<ReceiptText> {
  const result = queue.then(async () => {
    let image: HTMLCanvasElement;
    try {
      image = await imageForOcr(dataUrl);
    } catch (cause) {
      throw ocrError('InvalidImage', cause);
    }
    return recognize(image, onProgress);
  });
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Stops the reader's worker (when the scan screen closes); the next scan starts a new one. A reading
 * in progress finishes first: tesseract.js cannot stop a job, and a job sent to a stopped worker fails
 * outside any promise.
 */
export function releaseReceiptReader(): void {
  const current = starting;
  const pending = queue;
  starting = null;
  queue = Promise.resolve();
  void pending
    .then(() => current)
    .then(
      (worker) => worker?.terminate(),
      () => undefined,
    );
}
