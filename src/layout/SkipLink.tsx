import { Link } from '@mui/material';

export const CONTENT_ID = 'konten';

/**
 * The first stop of the Tab key on a signed-in page: straight to the content past the menu (WCAG 2.4.1), out of
 * sight until it has the focus.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute', left: 8, top: -48, zIndex: (t) => t.zIndex.tooltip, px: 2, py: 1, borderRadius: 1,
        bgcolor: 'background.paper', boxShadow: 4, '&:focus': { top: 8 },
      }}
    >
      Langsung ke konten
    </Link>
  );
}
