// A field the HTML's frame paints before the app's code arrives (/search's, decision 0062) can be typed
// into meanwhile; React's first render then replaces it with its own. This keeps what was typed and
// whether the field had the focus, so the page's own field takes both over instead of dropping them.

export interface FrameFieldText {
  value: string;
  focused: boolean;
}

/** The frame's field matching `selector`, watched from now on; `take` reads it once. */
export function watchFrameField(selector: string, doc: Document | undefined = globalThis.document) {
  const field = doc?.querySelector<HTMLInputElement>(`[data-frame] ${selector}`) ?? null;
  // The last element to take the focus: once React removes the frame, activeElement no longer says.
  let lastFocused: EventTarget | null = doc?.activeElement ?? null;
  const onFocusIn = (e: FocusEvent) => (lastFocused = e.target);
  doc?.addEventListener('focusin', onFocusIn);
  let taken = false;
  return {
    /** What the frame's field held, once (null: no frame field, nothing typed nor focused, or taken). */
    take(): FrameFieldText | null {
      if (taken || !field) return null;
      taken = true;
      doc?.removeEventListener('focusin', onFocusIn);
      const focused = lastFocused === field;
      return field.value || focused ? { value: field.value, focused } : null;
    },
  };
}
