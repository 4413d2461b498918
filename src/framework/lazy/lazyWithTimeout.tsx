import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC.md section 9: a chunk that has not loaded after 120 seconds is an error (and can be retried). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Bagian aplikasi gagal dimuat') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Waktu memuat bagian aplikasi habis')), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : undefined));
      },
    );
  });
}

let generation = 0;

/** Failed chunks are imported afresh on the next render (React.lazy remembers a failure forever). */
export function retryFailedChunks(): void {
  generation += 1;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy with the chunk timeout and a retry: after `retryFailedChunks()`, a component whose import
 * failed gets a new lazy wrapper that imports again; one that loaded keeps its module.
 */
export function lazyWithTimeout<P extends object>(load: Loader<P>, timeoutMs: number = CHUNK_TIMEOUT_MS): ComponentType<P> {
  let loaded: LazyExoticComponent<ComponentType<P>> | null = null;
  let current: { generation: number; component: LazyExoticComponent<ComponentType<P>> } | null = null;
  const make = () => {
    const component: LazyExoticComponent<ComponentType<P>> = lazy(() => withTimeout(load(), timeoutMs).then((module) => {
      loaded = component;
      return module;
    }));
    return component;
  };
  function LazyChunk(props: P) {
    if (!loaded && (!current || current.generation !== generation)) current = { generation, component: make() };
    const Component = loaded ?? current!.component;
    return <Component {...props} />;
  }
  return LazyChunk;
}
