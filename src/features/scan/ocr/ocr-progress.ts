// The on-device reading's stages, as the scan screen shows them (docs/decisions/0009). Their texts, and
// the trust check's and the reader choice's, are in the scan catalogue (scan:ocr, scan:totalCheck,
// scan:mode); the reader's failure to load is SCAN_MSG.readerUnavailable.

type OcrStage = 'downloading' | 'starting' | 'recognizing';

export interface OcrProgress {
  stage: OcrStage;
  /** 0-100, or null while the stage cannot tell. */
  percent: number | null;
}
