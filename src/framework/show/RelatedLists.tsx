import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import type { RelatedDef, ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { useResourceGrants } from '../usePermissionSet';
import { displayOf, type Row } from '../display/displayByKind';
import { showPath } from '../paths';
import { stackedOnPhone } from './stackedTable';

const PER_PAGE = 10;

function RelatedTable(props: { related: RelatedDef; target: ResourceDef; id: unknown }) {
  const { related, target } = props;
  const registry = useRegistry();
  const grants = useResourceGrants(target);
  const sort = target.defaultSort ?? { field: 'id', order: 'DESC' as const };
  const { data, total, isPending } = useGetList<Row & { id: number }>(target.name, {
    pagination: { page: 1, perPage: PER_PAGE }, sort, filter: { ...related.filter, [related.field]: props.id },
  }, { enabled: grants.read });
  if (!grants.read) return null;
  const fields = target.fields.filter((f) => f.list && f.name !== related.field && !f.internal && f.kind !== 'password').slice(0, 6);
  const heading = related.label ?? target.labelPlural;
  return (
    <Box sx={{ mt: 3, width: '100%' }} component="section" aria-label={heading}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}{total !== undefined && total > PER_PAGE ? ` (${PER_PAGE} dari ${total})` : ''}
      </Typography>
      <Table size="small" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>{fields.map((f) => <TableCell key={f.name} align={displayOf(f).align}>{f.label}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {!isPending && (data ?? []).length === 0 && (
            <TableRow><TableCell colSpan={fields.length}>Belum ada {heading.toLowerCase()}.</TableCell></TableRow>
          )}
          {(data ?? []).map((row) => (
            <TableRow key={row.id}>
              {fields.map((f, i) => (
                <TableCell key={f.name} data-label={f.label} align={displayOf(f).align}>
                  {i === 0
                    ? <Link component={RouterLink} to={showPath(target, row.id)}>{displayOf(f).render({ field: f, record: row, registry, mode: 'list' })}</Link>
                    : displayOf(f).render({ field: f, record: row, registry, mode: 'list' })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The registry's `related` lists of a record's detail page (a supplier's purchases, a purchase's payments). */
export function RelatedLists(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const record = useRecordContext();
  if (!record?.id || !props.resource.related?.length) return null;
  return (
    <>
      {props.resource.related.map((r) => {
        const target = findResource(registry, r.resource);
        return target ? <RelatedTable key={`${r.resource}.${r.field}.${r.label ?? ''}`} related={r} target={target} id={record.id} /> : null;
      })}
    </>
  );
}
