import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Badge from '@mui/icons-material/Badge';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import Dashboard from '@mui/icons-material/Dashboard';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Route from '@mui/icons-material/Route';
import Rule from '@mui/icons-material/Rule';
import Settings from '@mui/icons-material/Settings';
import Storage from '@mui/icons-material/Storage';
import Straighten from '@mui/icons-material/Straighten';
import Warehouse from '@mui/icons-material/Warehouse';

/**
 * The Material icon names the menu data uses (resources.config.ts `menus` and `icon`), imported one by one so
 * the bundle carries only these. A name not listed falls back to a folder (groups) or a dot (pages).
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  AccountCircle, AdminPanelSettings, Badge, Category, Dashboard, Groups, ManageAccounts, Map: MapIcon,
  Menu: MenuIcon, MilitaryTech, Route, Rule, Settings, Storage, Straighten, Warehouse,
};

export function menuIcon(name: string | null | undefined, group = false): SvgIconComponent {
  return (name && MENU_ICONS[name]) || (group ? Folder : Circle);
}
