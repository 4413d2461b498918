import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { retryFailedChunks } from './lazyWithTimeout';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function isChunkError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** A page that failed to load (or to render) shows what happened and a retry, never a blank page. */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  retry = (): void => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <Box sx={{ p: 3 }} role="alert">
        <Alert severity={chunk ? 'warning' : 'error'}>
          <AlertTitle>{chunk ? 'Halaman gagal dimuat' : 'Terjadi kesalahan pada halaman ini'}</AlertTitle>
          {chunk
            ? 'Bagian aplikasi untuk halaman ini tidak dapat diunduh. Periksa koneksi jaringan Anda, lalu coba lagi.'
            : 'Halaman tidak dapat ditampilkan. Coba lagi, atau muat ulang aplikasi bila masalah berlanjut.'}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={this.retry}>Coba Lagi</Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>Muat Ulang Aplikasi</Button>
        </Stack>
      </Box>
    );
  }
}
