import type { Components, Theme } from '@mui/material/styles';

const PAGE_ITEM: Record<string, string> = {
  first: 'Ke halaman pertama',
  last: 'Ke halaman terakhir',
  next: 'Ke halaman berikutnya',
  previous: 'Ke halaman sebelumnya',
};

/** Material UI's built-in texts in Indonesian (its own idID leaves several in English). */
export const muiLocaleComponents: Components<Omit<Theme, 'components'>> = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Tampilkan jalur' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: (type) => PAGE_ITEM[type] ?? type,
      labelRowsPerPage: 'Baris per halaman:',
      labelDisplayedRows: ({ from, to, count }) => `${from}–${to} dari ${count !== -1 ? count : `lebih dari ${to}`}`,
    },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navigasi halaman',
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page') return `${selected ? '' : 'Ke '}halaman ${page}`;
        return PAGE_ITEM[type] ?? type;
      },
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Kosongkan',
      closeText: 'Tutup',
      loadingText: 'Memuat…',
      noOptionsText: 'Tidak ada pilihan',
      openText: 'Buka',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Tutup' } },
  MuiRating: { defaultProps: { emptyLabelText: 'Kosong', getLabelText: (value) => `${value} Bintang` } },
};
