import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Button, Typography } from '@mui/material';
import type { ResourceDef } from '../../../common/registry';
import { getUser } from '../../providers/session';
import { discardDraft, draftKey, readDraft, writeDraftSoon, type Draft } from './drafts';

const time = (at: number) => new Date(at).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const moment = (at: number) => new Date(at).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Inside a document's form: keeps what is typed as a local draft (framework/form/drafts.ts) and, when the page
 * opens with a draft left from before (a crash, a reload, a closed tab), offers it back.
 */
export function DraftKeeper(props: { resource: ResourceDef; id?: string }) {
  const user = getUser();
  const key = user ? draftKey(user.id, props.resource.name, props.id) : null;
  const { reset, getValues } = useFormContext();
  const values = useWatch();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  // undefined while the stored draft is read; null once there is none or it was answered.
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    if (key) void readDraft(key).then((draft) => { if (live) setOffer(draft ?? null); });
    return () => { live = false; };
  }, [key]);

  useEffect(() => {
    if (key && offer === null && dirty) writeDraftSoon(key, getValues(), setSavedAt);
  }, [key, offer, dirty, values, getValues]);

  if (!key) return null;
  if (offer) {
    const restore = () => {
      reset(offer.values, { keepDefaultValues: true });
      setOffer(null);
    };
    const drop = () => {
      void discardDraft(key);
      setOffer(null);
    };
    return (
      <Alert severity="info" sx={{ width: '100%', mb: 2 }} action={(
        <>
          <Button color="inherit" size="small" onClick={restore}>Pulihkan</Button>
          <Button color="inherit" size="small" onClick={drop}>Buang</Button>
        </>
      )}>
        Ada draf {props.resource.label} yang belum disimpan dari {moment(offer.savedAt)}.
      </Alert>
    );
  }
  return savedAt ? (
    <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mb: 1 }}>
      Draf tersimpan di perangkat ini pukul {time(savedAt)}
    </Typography>
  ) : null;
}
