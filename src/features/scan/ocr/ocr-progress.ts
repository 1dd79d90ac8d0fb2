// The on-device reading's stages, as the scan screen shows them, and its texts (docs/decisions/0009).

export type OcrStage = 'downloading' | 'starting' | 'recognizing';

export interface OcrProgress {
  stage: OcrStage;
  /** 0-100, or null while the stage cannot tell. */
  percent: number | null;
}

export const OCR_STAGE_TEXT: Record<OcrStage, string> = {
  downloading: 'Downloading the on-device reader (first scan only)',
  starting: 'Starting the on-device reader',
  recognizing: 'Reading the text on the receipt',
};

/** The reader's files could not be loaded (offline on the first scan, say). */
export const READER_UNAVAILABLE =
  'The on-device reader could not be loaded. Check your connection and try again: after the first scan it works offline.';

/** The trust check of a model's total (decision 0009). */
export const TOTAL_CHECK_TEXT = {
  checking: 'Checking the total against the receipt text...',
  found: 'The total was found on the receipt text.',
  missing: 'The total could not be found on the receipt text. Check it before confirming.',
  unavailable: 'The total could not be checked against the receipt text on this device.',
} as const;

/** The scan screen's choice of reader, and the note when only the on-device one exists. */
export const SCAN_MODE_TEXT = {
  legend: 'Read the receipt with',
  model: 'Vision model',
  modelHint: 'The photo is sent to the configured model.',
  device: 'This device',
  deviceHint: 'Private: the photo never leaves your device. Check the fields before confirming.',
  onlyDevice:
    'Receipts are read on this device: the photo never leaves it. The first scan downloads the reader (about 4.5 MB); after that it works offline. Check the fields before confirming.',
} as const;
