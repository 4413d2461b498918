import { Fragment } from 'react';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { MenuIcon } from '../../layout/MenuIcon';
import { coverage, editableIds, RIGHTS, setRights, setRow, type MatrixGroup, type MatrixMenu, type RightKey } from './roleMatrixModel';
import { cellName, CoverBox, groupCellName, Notifications, type MatrixViewProps } from './roleMatrixParts';

/**
 * The matrix on a screen wide enough: one row per menu, grouped under its top menu as in the side menu; a group
 * heading's boxes and the column heads set the right on every menu under them, "Semua" a whole row.
 */
export function RoleMatrixTable(props: MatrixViewProps) {
  const { groups, state, onChange, disabled } = props;
  const allIds = groups.flatMap(editableIds);
  const set = (ids: number[], key: RightKey, on: boolean) => onChange(setRights(state, ids, key, on));

  const menuRow = (menu: MatrixMenu, group: MatrixGroup, nested: boolean) => (
    <TableRow key={menu.id} hover data-menu={menu.url}>
      <TableCell sx={{ pl: nested ? 5 : 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <MenuIcon name={menu.icon} fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: nested ? 400 : 600 }}>{menu.name}</Typography>
        </Box>
      </TableCell>
      {RIGHTS.map(({ key, label }) => (
        <TableCell key={key} align="center" padding="checkbox">
          <Checkbox
            size="small"
            checked={!!state[menu.id]?.[key]}
            disabled={disabled}
            onChange={(e) => set([menu.id], key, e.target.checked)}
            slotProps={{ input: { 'aria-label': cellName(label, menu, nested ? group : undefined) } }}
          />
        </TableCell>
      ))}
      <TableCell align="center" padding="checkbox">
        <CoverBox cover={coverage(state, [menu.id], 'all')} name={cellName('Semua hak', menu, nested ? group : undefined)} disabled={disabled} onChange={(on) => onChange(setRow(state, [menu.id], on))} />
      </TableCell>
      <TableCell><Notifications menu={menu} /></TableCell>
    </TableRow>
  );

  return (
    <TableContainer>
      <Table size="small" aria-label={`Hak akses level ${props.levelName}`} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Menu</TableCell>
            {RIGHTS.map(({ key, label }) => (
              <TableCell key={key} align="center" sx={{ whiteSpace: 'nowrap' }}>
                <CoverBox cover={coverage(state, allIds, key)} name={`${label} semua menu`} disabled={disabled} onChange={(on) => set(allIds, key, on)} />
                {label}
              </TableCell>
            ))}
            <TableCell align="center">Semua</TableCell>
            <TableCell>Notifikasi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            if (group.children.length === 0) return menuRow(group.top, group, false);
            const ids = editableIds(group);
            return (
              <Fragment key={group.top.id}>
                <TableRow data-group={group.top.url} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="rowgroup">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <MenuIcon name={group.top.icon} group fontSize="small" />
                      <Typography variant="subtitle2" component="span">{group.top.name}</Typography>
                    </Box>
                  </TableCell>
                  {RIGHTS.map(({ key, label }) => (
                    <TableCell key={key} align="center" padding="checkbox">
                      <CoverBox cover={coverage(state, ids, key)} name={groupCellName(label, group)} disabled={disabled} onChange={(on) => set(ids, key, on)} />
                    </TableCell>
                  ))}
                  <TableCell align="center" padding="checkbox">
                    <CoverBox cover={coverage(state, ids, 'all')} name={groupCellName('Semua hak', group)} disabled={disabled} onChange={(on) => onChange(setRow(state, ids, on))} />
                  </TableCell>
                  <TableCell />
                </TableRow>
                {group.children.map((child) => menuRow(child, group, true))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
