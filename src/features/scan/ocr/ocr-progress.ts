// The stages of an on-device reading, as the scan screen shows them.

/** The languages the on-device reader loads (docs/decisions/0009, "Languages"). */
export const OCR_LANGUAGES = ['eng'] as const;

export type OcrStage = 'downloading' | 'starting' | 'recognizing';

export interface OcrProgress {
  stage: OcrStage;
  /** 0-100, or null while the stage cannot tell. */
  percent: number | null;
}

export const OCR_STAGE_TEXT: Record<OcrStage, string> = {
  downloading: 'Downloading the on-device reader',
  starting: 'Starting the on-device reader',
  recognizing: 'Reading the text on the receipt',
};
