/** The answer of POST /api/dashboard-info: today's figures of the reader's scope, what waits for them, alerts. */
export interface DashboardFigure {
  key: string;
  label: string;
  value: number;
  kind: 'money' | 'qty';
  /** The list behind the figure. */
  url: string;
  note?: string;
}

export interface DashboardWaiting {
  resource: string;
  url: string;
  label: string;
  status: string;
  status_label: string;
  jumlah: number;
  link: string;
}

export interface DashboardAlert {
  key: string;
  severity: 'warning' | 'error' | 'info';
  text: string;
  jumlah: number;
  link: string;
}

export interface DashboardActivity {
  tanggal: string;
  jumlah: number;
}

export interface DashboardRecent {
  id: number;
  action: string;
  resource: string;
  label: string;
  record_id: number | null;
  /** Who did it, by name (their employee record), the login only for a user without one. */
  user: string | null;
  karyawan_id?: number | null;
  created_at: string;
  /** The record's number (`nomor`) or title, read with the row; none when it has neither. */
  nomor?: string | null;
}

export interface DashboardInfo {
  figures: DashboardFigure[];
  waiting: DashboardWaiting[];
  alerts: DashboardAlert[];
  activity: DashboardActivity[];
  recent: DashboardRecent[];
}
