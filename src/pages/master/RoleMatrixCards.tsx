import { Box, Card, CardContent, Divider, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { MenuIcon } from '../../layout/MenuIcon';
import { coverage, editableIds, RIGHTS, setRights, setRow, type MatrixGroup, type MatrixMenu } from './roleMatrixModel';
import { cellName, CoverBox, groupCellName, Notifications, type MatrixViewProps } from './roleMatrixParts';

/** One menu on a phone: its name, the four rights as switches two by two, and its notifications. */
function MenuRights(props: MatrixViewProps & { menu: MatrixMenu; group?: MatrixGroup }) {
  const { menu, group, state, onChange, disabled } = props;
  return (
    <Box sx={{ py: 1 }} data-menu={menu.url}>
      {/* A top menu without sub-menus (the dashboard) is named by its card already. */}
      {group && <Typography variant="body2" sx={{ fontWeight: 600 }}>{menu.name}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
        {RIGHTS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={(
              <Switch
                checked={!!state[menu.id]?.[key]}
                disabled={disabled}
                onChange={(e) => onChange(setRights(state, [menu.id], key, e.target.checked))}
                slotProps={{ input: { 'aria-label': cellName(label, menu, group) } }}
              />
            )}
          />
        ))}
      </Box>
      {menu.notifikasi.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">Notifikasi:</Typography>
          <Notifications menu={menu} />
        </Stack>
      )}
    </Box>
  );
}

/** The matrix on a phone: a card per top menu, its sub-menus inside, "Semua" setting every right of the card. */
export function RoleMatrixCards(props: MatrixViewProps) {
  const { groups, state, onChange, disabled } = props;
  return (
    <Stack spacing={1} aria-label={`Hak akses level ${props.levelName}`} role="list">
      {groups.map((group) => {
        const ids = editableIds(group);
        const cover = coverage(state, ids, 'all');
        return (
          <Card key={group.top.id} variant="outlined" role="listitem" data-group={group.children.length > 0 ? group.top.url : undefined}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <MenuIcon name={group.top.icon} group={group.children.length > 0} fontSize="small" />
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>{group.top.name}</Typography>
                <FormControlLabel
                  label="Semua"
                  labelPlacement="start"
                  control={(
                    <CoverBox
                      size="medium"
                      cover={cover}
                      disabled={disabled}
                      onChange={(on) => onChange(setRow(state, ids, on))}
                      name={group.children.length > 0 ? groupCellName('Semua hak', group) : cellName('Semua hak', group.top)}
                    />
                  )}
                />
              </Stack>
              {group.children.length === 0
                ? <MenuRights {...props} menu={group.top} />
                : group.children.map((child, i) => (
                  <Box key={child.id}>
                    {i > 0 && <Divider />}
                    <MenuRights {...props} menu={child} group={group} />
                  </Box>
                ))}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
