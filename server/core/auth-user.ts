/** The signed-in user as every check sees it (kept apart so the permission cache and the context need not import each other). */
export interface AuthUser {
  id: number;
  email: string;
  level_id: number;
  level_name: string;
  karyawan_id: number | null;
  gudang_id: number | null;
  token_version: number;
}
