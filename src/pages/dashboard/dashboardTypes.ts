/** The answer of POST /api/dashboard-info. */
export interface DashboardCount {
  resource: string;
  label: string;
  url: string;
  total: number;
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
}

export interface DashboardInfo {
  counts: DashboardCount[];
  activity: DashboardActivity[];
  recent: DashboardRecent[];
}

const VERBS: Record<string, string> = {
  create: 'menambah',
  update: 'mengubah',
  delete: 'menghapus',
  'ganti-password': 'mengganti password',
  'reset-password': 'mengatur ulang password',
  'reset-pin': 'mengatur ulang PIN',
};

/** "Rina Wulandari menambah Rute #5". */
export function describeActivity(item: DashboardRecent): string {
  const verb = VERBS[item.action] ?? item.action.replace(/[-_]/g, ' ');
  const target = item.record_id ? `${item.label} #${item.record_id}` : item.label;
  return `${item.user ?? 'Sistem'} ${verb} ${target}`;
}
