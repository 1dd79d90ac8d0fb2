import { useNavigate } from 'react-router-dom';

/**
 * Whether an in-app page lies behind this one. React Router numbers the history entries it makes
 * (history.state.idx, 0 for the first); a page opened directly, or reached through the sign-in a deep
 * link went through (both replace their entry), has none: going back would leave the app.
 */
export function hasInAppPageBehind(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** Back to the in-app page the user came from, else to `fallback` (in place of this entry). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasInAppPageBehind()) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
