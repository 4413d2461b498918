/** The project's own texts (pages outside the generated views), under `niaga.*`. */
export const niagaMessages = {
  niaga: {
    app: {
      tagline: 'Sistem administrasi perusahaan dagang dan distribusi',
    },
    auth: {
      title: 'Selamat datang di Niaga',
      subtitle: 'Silakan masuk dengan akun Anda',
      identifier: 'Email atau No. HP',
      password: 'Password',
      show_password: 'Tampilkan password',
      hide_password: 'Sembunyikan password',
      sign_in: 'Masuk',
      signing_in: 'Sedang masuk…',
      forgot_password: 'Lupa password?',
      welcome: 'Selamat datang, %{name}',
      session_expired: 'Sesi Anda telah berakhir, silakan masuk kembali',
      back_to_login: 'Kembali ke halaman masuk',
      login_again: 'Masuk kembali',
    },
    forgot: {
      title: 'Lupa password?',
      body: 'Demi keamanan, password tidak dapat diatur ulang sendiri dari halaman ini. Hubungi administrator Niaga di kantor Anda: administrator dapat mengatur ulang password akun Anda dan memberikan password sementara.',
      after: 'Setelah masuk dengan password sementara, segera ganti password Anda melalui menu Akun Saya.',
    },
    token_expired: {
      title: 'Sesi berakhir',
      body: 'Sesi Anda telah berakhir atau tidak lagi berlaku. Silakan masuk kembali untuk melanjutkan pekerjaan Anda.',
    },
    not_found: {
      title: 'Halaman tidak ditemukan',
      body: 'Alamat yang Anda buka tidak ada. Periksa kembali alamatnya atau kembali ke beranda.',
    },
    not_authorized: {
      title: 'Akses ditolak',
      body: 'Level Anda tidak memiliki izin untuk membuka halaman ini. Hubungi administrator bila Anda memerlukan akses.',
    },
    common: {
      back_home: 'Kembali ke Beranda',
    },
  },
};
