import { Box, Card, CardContent, Typography } from '@mui/material';
import type { SessionGudang, SessionUser } from '../providers/session';

function Row(props: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{props.label}</Typography>
      <Typography variant="body1" component="div">{props.value || '-'}</Typography>
    </Box>
  );
}

const GENDER: Record<string, string> = { L: 'Laki-laki', P: 'Perempuan' };

/** The signed-in user as stored at login (SPEC.md section 3): account, level, employee, warehouse. */
export function ProfileCard(props: { user: SessionUser; gudang: SessionGudang | null }) {
  const { user, gudang } = props;
  const k = user.karyawan;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Profil</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Row label="Nama Lengkap" value={k?.nama_lengkap} />
          <Row label="Level" value={user.level?.nama_level} />
          <Row label="Email" value={user.email} />
          <Row label="No. HP" value={user.no_hp ?? k?.no_hp} />
          <Row label="NIP" value={k?.nip} />
          <Row label="NIK" value={k?.nik} />
          <Row label="Jenis Kelamin" value={k?.jk ? GENDER[k.jk] ?? k.jk : null} />
          <Row label="Gudang" value={gudang?.nama_gudang} />
          <Box sx={{ gridColumn: '1 / -1' }}><Row label="Alamat" value={k?.alamat} /></Box>
        </Box>
      </CardContent>
    </Card>
  );
}
