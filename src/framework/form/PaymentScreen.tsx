import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { leaveAfterSave } from './UnsavedChanges';
import { readProblem, type Problem } from './serverProblems';

/** A payment screen's card: its title, a way back and the body (what is owed, the form). */
export function PaymentCard(props: { title: string; back: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640, mx: 'auto' }}>
      <Card>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">{props.title}</Typography>
            {props.back}
          </Stack>
          {props.children}
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * A payment form's one call: `POST <path>`, the server's message (or `done`) as a toast, then away to where
 * `next` says; a refusal is kept as the form's problem (a message and field errors).
 */
export function usePaymentPost() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const post = async <A extends { message?: string }>(path: string, body: Record<string, unknown>, done: string, next: (answer: A) => string) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await dataProvider.action<A>(path, body);
      notify(answer?.message ?? done, { type: 'success' });
      leaveAfterSave(() => navigate(next(answer)));
    } catch (error) {
      setProblem(readProblem(error));
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, post };
}

/** The end of a payment form: the refusal, if any, and the save button. */
export function PaymentSave(props: { problem: Problem | null; disabled: boolean; onSave: () => void }) {
  return (
    <>
      {props.problem && <Alert severity="error" role="alert">{props.problem.message}</Alert>}
      <Button variant="contained" size="large" sx={{ minHeight: 48 }} disabled={props.disabled} onClick={props.onSave}>
        Simpan Pembayaran
      </Button>
    </>
  );
}
