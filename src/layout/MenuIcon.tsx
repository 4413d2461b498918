import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import Circle from '@mui/icons-material/Circle';
import Folder from '@mui/icons-material/Folder';

type IconMap = Record<string, SvgIconComponent>;

let loaded: IconMap | null = null;
let loading: Promise<IconMap> | null = null;

/** The icon set grows with the registry; it arrives after the first paint instead of weighing on it. */
export function loadMenuIcons(): Promise<IconMap> {
  loading ??= import('./menuIcons').then((m) => { loaded = m.MENU_ICONS; return loaded; });
  return loading;
}

function useMenuIcons(): IconMap | null {
  const [icons, setIcons] = useState<IconMap | null>(loaded);
  useEffect(() => {
    let alive = true;
    if (!icons) void loadMenuIcons().then((m) => { if (alive) setIcons(m); }, () => undefined);
    return () => { alive = false; };
  }, [icons]);
  return icons;
}

/** An icon by its Material name; a name not in the set is a folder (groups) or a dot (pages). */
export function iconFor(icons: IconMap, name: string | null | undefined, group = false): SvgIconComponent {
  return (name && icons[name]) || (group ? Folder : Circle);
}

export function MenuIcon(props: { name: string | null | undefined; group?: boolean; fontSize?: 'small' | 'inherit' | 'medium' }) {
  const icons = useMenuIcons();
  const size = props.fontSize === 'inherit' ? '1em' : props.fontSize === 'small' ? 20 : 24;
  if (!icons) return <Box component="span" sx={{ display: 'inline-block', width: size, height: size }} aria-hidden />;
  const Icon = iconFor(icons, props.name, props.group);
  return <Icon fontSize={props.fontSize} />;
}
