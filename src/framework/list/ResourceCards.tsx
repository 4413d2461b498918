import { startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActions, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { recordPath } from '../paths';
import type { ResourceGrants } from '../usePermissionSet';
import { isEditable } from '../workflow/workflowRules';
import { cardParts } from './columnPriority';
import { RowActions } from './RowActions';
import type { ListCells } from './ResourceTable';

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/** Cards drawn in the first frame: more than a phone's screen holds. The rest follow right after it is painted. */
const FIRST_CARDS = 8;

/**
 * How many of the page's cards to draw: the first screenful at once, then all of them in the frame after (a
 * transition, so a tap in between is not held up). On a slow phone 25 cards cost about 0.3 s before any showed.
 */
function useCardsShown(count: number): number {
  const [limit, setLimit] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count <= limit) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    return () => cancelAnimationFrame(frame);
  }, [count, limit]);
  return limit;
}

/**
 * A generated list on a phone (react-admin's small-screen convention): one card per record with its title
 * (a link to the record), status chip, key date and amount, a few details and the row actions.
 */
export function ResourceCards(props: { resource: ResourceDef; grants: ResourceGrants; cells?: ListCells }) {
  const { resource, grants } = props;
  const registry = useRegistry();
  const translate = useTranslate();
  const { data, isPending } = useListContext<Row & { id: number }>();
  const parts = cardParts(resource);
  const shown = useCardsShown(data?.length ?? 0);
  const show = (field: FieldDef | undefined, record: Row) => (field ? props.cells?.[field.name]?.(record) ?? displayOf(field).render({ field, record, registry, mode: 'list' }) : null);
  const labelled = (field: FieldDef | undefined, record: Row) => {
    const value = show(field, record);
    return field && !blank(value) ? <>{field.label}: <Box component="span" sx={{ fontWeight: 600 }}>{value}</Box></> : null;
  };
  if (isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0, width: '100%' }} data-testid="list-cards">
      {data.slice(0, shown).map((record) => {
        const title = show(parts.title, record);
        return (
          <Card component="li" variant="outlined" key={String(record.id)} data-testid="list-card">
            <CardContent sx={{ pb: 0.5 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Link component={RouterLink} to={recordPath(resource, record.id, grants.update && isEditable(resource, record))}
                  variant="subtitle1" underline="hover" sx={{ fontWeight: 600, minWidth: 0, wordBreak: 'break-word' }}>
                  {blank(title) ? `${resource.label} #${record.id}` : title}
                </Link>
                {parts.status && <Box sx={{ flexShrink: 0 }}>{show(parts.status, record)}</Box>}
              </Stack>
              {(parts.date || parts.amount) && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', mt: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">{show(parts.date, record)}</Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right' }}>{labelled(parts.amount, record)}</Typography>
                </Stack>
              )}
              {parts.details.map((field) => {
                const line = labelled(field, record);
                return line && <Typography key={field.name} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>{line}</Typography>;
              })}
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
              <RowActions resource={resource} grants={grants} record={record} />
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
