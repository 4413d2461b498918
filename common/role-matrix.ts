/** The answer of `GET /api/role-matrix/:levelId` (issue 35), shared by the server that builds it and the screen that draws it. */

export interface Rights {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** One menu of the matrix: the menu itself, the level's rights on it (read = having a row) and its notifications. */
export interface MatrixMenu extends Rights {
  id: number;
  name: string;
  icon: string | null;
  url: string;
  parent_id: number | null;
  urutan: number;
  /** The level's role row on the menu (its order among the level's top menus orders the side menu). */
  role_id: number | null;
  role_urutan: number | null;
  /** Document statuses whose documents make this menu's badge for the level (its status-role rows). */
  notifikasi: string[];
}

export interface Matrix {
  level: { id: number; nama_level: string };
  menus: MatrixMenu[];
  /** A fingerprint of the level's rights as read: a save sends it back and is refused (409) if they changed since. */
  versi: string;
}
