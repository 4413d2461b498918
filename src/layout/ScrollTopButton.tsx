import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

/** SPEC.md section 9: the button appears after 250 px of scrolling. */
export const SCROLL_TOP_THRESHOLD_PX = 250;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read at mount: reading the scroll position there forced a layout of the first screen before its paint;
    // a page opened scrolled (restored position) sends a scroll event anyway.
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label="Kembali ke atas"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
