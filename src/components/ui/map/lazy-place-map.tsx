// The map as a lazy chunk (issue 42): Leaflet, react-leaflet and Leaflet's CSS load only where a map
// is shown. A chunk that cannot load (offline) leaves a message; what surrounds the map works on.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../skeleton';
import type { PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map'));

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyPlaceMap({ loading, ...props }: PlaceMapProps & { loading: string }) {
  const failed = (
    <p
      role="status"
      className="rounded-xl bg-zinc-100 p-3 text-sm text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
    >
      {props.tilesFailed}
    </p>
  );
  return (
    <ChunkBoundary fallback={failed}>
      <Suspense
        fallback={
          <div role="status" aria-label={loading}>
            <Skeleton className="h-56 w-full rounded-xl" />
          </div>
        }
      >
        <PlaceMap {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
