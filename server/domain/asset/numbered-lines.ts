import type { ResourceHooks } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';

type BeforeSave = NonNullable<ResourceHooks['beforeSave']>;

/**
 * The save of a numbered asset document (sale, disposal, mutation): each asset at most once among its lines, at
 * least one line on creation, and the document's number then. `also` runs first (a document's own checks).
 */
export function numberedAssetLines(numbering: string, emptyMessage: string, also?: BeforeSave): ResourceHooks {
  return {
    async beforeSave(args) {
      await also?.(args);
      const { trx, values, existing, lines: sent } = args;
      if (sent) {
        const seen = new Set<number>();
        sent.forEach((l, i) => {
          if (seen.has(Number(l.asset_id))) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset yang sama tercantum dua kali'] });
          seen.add(Number(l.asset_id));
        });
      }
      if (!existing) {
        if (!sent?.length) throw unprocessable({ rincian: [emptyMessage] });
        values.nomor = await nextDocNumber(trx, numbering, String(values.tanggal));
      }
    },
  };
}
